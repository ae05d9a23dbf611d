import "@/app/account.css";
import type { ReactNode } from "react";

/** The narrow centred card of the sign-in, sign-up and password pages. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="section account-auth">
      <div className="account-card">
        <h1>{title}</h1>
        {intro && <div className="account-card__intro">{intro}</div>}
        {children}
        {footer && <div className="account-card__footer">{footer}</div>}
      </div>
    </div>
  );
}
