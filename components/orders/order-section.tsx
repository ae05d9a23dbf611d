import "@/app/account.css";
import type { ReactNode } from "react";

/**
 * A titled section of an order's page (its timeline, its returns): `name` is its class, its test
 * id and, with `-title`, the id of the heading that labels it.
 */
export function OrderSection({
  name,
  title,
  heading: Heading = "h2",
  children,
}: {
  name: string;
  title: ReactNode;
  heading?: "h2" | "h3";
  children: ReactNode;
}) {
  return (
    <section className={name} aria-labelledby={`${name}-title`} data-testid={name}>
      <Heading id={`${name}-title`} className="account-section-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
