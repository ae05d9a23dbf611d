import Link from "next/link";

/** The links the error pages (404, 400) offer back into the shop, as the shop's buttons. */
export function WaysBack() {
  return (
    <ul className="ways-back">
      <li>
        <Link href="/" className="button button--primary">
          Home
        </Link>
      </li>
      <li>
        <Link href="/bags/all-bags" className="button">
          Design your bag
        </Link>
      </li>
      <li>
        <Link href="/rtw-selection" className="button">
          Ready to wear
        </Link>
      </li>
    </ul>
  );
}
