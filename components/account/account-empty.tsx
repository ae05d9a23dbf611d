import "@/app/account.css";
import type { ReactNode } from "react";
import { StartShoppingLinks } from "@/components/layout/start-shopping-links";

/** An empty account list (orders, wishlist): what goes here, and where to start shopping. */
export function AccountEmpty({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  /** The sentence under the title. */
  children: ReactNode;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <p className="empty-state__title">{title}</p>
      <p className="account-empty__text">{children}</p>
      <p className="account-empty__actions">
        <StartShoppingLinks />
      </p>
    </div>
  );
}
