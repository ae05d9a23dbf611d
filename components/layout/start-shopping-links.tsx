import Link from "next/link";

/** Where an empty bag or account list sends the shopper: the configurator and limited editions. */
export function StartShoppingLinks() {
  return (
    <>
      <Link className="button button--primary" href="/bags/all-bags">
        Design your bag
      </Link>
      <Link className="button" href="/limited-edition">
        Shop limited edition
      </Link>
    </>
  );
}
