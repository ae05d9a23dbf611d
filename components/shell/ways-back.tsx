import Link from "next/link";

/** The links the error pages (404, 400) offer back into the shop. */
export function WaysBack() {
  return (
    <ul>
      <li>
        <Link href="/">Home</Link>
      </li>
      <li>
        <Link href="/bags/all-bags">Design your bag</Link>
      </li>
      <li>
        <Link href="/rtw-selection">Ready to wear</Link>
      </li>
    </ul>
  );
}
