import type { ReactNode } from "react";
import { Breadcrumbs } from "./breadcrumbs";

type Props = {
  /** The page's path, the last breadcrumb. */
  path: string;
  /** Its breadcrumb label; also the heading unless `title` is given. */
  crumb: string;
  title?: string;
  lede?: ReactNode;
  children: ReactNode;
};

/** A page one step below Home: breadcrumbs, heading and lede above its content. */
export function ListingPage({ path, crumb, title = crumb, lede, children }: Props) {
  return (
    <div className="section">
      <Breadcrumbs trail={[{ href: path, label: crumb }]} />
      <h1>{title}</h1>
      {lede && <p className="lede">{lede}</p>}
      {children}
    </div>
  );
}
