import { StartShoppingLinks } from "@/components/layout/start-shopping-links";

/** The shape of the bag while it loads, so the page does not jump when it arrives. */
export function CartSkeleton() {
  return (
    <div className="cart-skeleton" data-testid="cart-loading" aria-busy="true">
      <p className="cart-sr-only" role="status">
        Loading your bag…
      </p>
      <div className="cart-layout" aria-hidden="true">
        <div className="cart-lines">
          {[0, 1].map((i) => (
            <div key={i} className="cart-line cart-skeleton__line">
              <div className="cart-line__thumb cart-skeleton__block" />
              <div className="cart-skeleton__text">
                <div className="cart-skeleton__block" />
                <div className="cart-skeleton__block cart-skeleton__block--short" />
              </div>
            </div>
          ))}
        </div>
        <div className="cart-summary cart-skeleton__summary">
          <div className="cart-skeleton__block" />
          <div className="cart-skeleton__block" />
          <div className="cart-skeleton__block cart-skeleton__block--short" />
        </div>
      </div>
    </div>
  );
}

/**
 * Spec 8: a cart that cannot be loaded shows as empty, never as an error page; when the server
 * could not be reached the shopper is told quietly and can try again.
 */
export function CartEmpty({ unreachable, onRetry }: { unreachable: boolean; onRetry: () => void }) {
  return (
    <div className="empty-state" data-testid="cart-empty">
      <p className="empty-state__title">Your bag is empty</p>
      {unreachable && (
        <p className="cart-note" role="status" data-testid="cart-unreachable">
          We could not load your bag.{" "}
          <button type="button" className="link-button" onClick={onRetry}>
            Retry
          </button>
        </p>
      )}
      <p>Design a bag of your own, or find a finished piece in our limited editions.</p>
      <p className="cart-empty__actions">
        <StartShoppingLinks />
      </p>
    </div>
  );
}
