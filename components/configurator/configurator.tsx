"use client";

import "@/components/account/wishlist-button.css";
import { HydrateApart } from "@/components/shell/hydrate-apart";
import { lazyPart } from "@/components/shell/lazy-part";
import Link from "next/link";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNotify } from "@/components/shell/notifications";
import { DEFAULT_ACTION_TEXT } from "@/lib/configurator/constants";
import type {
  ConfiguratorAction,
  ConfiguratorState,
  ValidationIssue,
} from "@/lib/configurator/types";
import { formatPrice } from "@/lib/money";
import { DeliveryLine } from "./delivery-line";
import { DesignPreview } from "./design-preview";
import { useLive } from "./live";
import { StepList } from "./step-list";
import { useAddToBag, type AddToBagState } from "./use-add-to-bag";
import type { ConfiguratorView, ProductFacts } from "./view-model";
import { withChunkTimeout } from "@/lib/shell/chunk-load";

// The share dialog brings the form library and its schema: it loads when the shopper asks for it
// (warmed on hover or focus), so no page load pays for a form nobody opened.
const loadShareDialog = () => withChunkTimeout(() => import("./share-dialog"));
const ShareDialog = lazyPart(() => loadShareDialog().then((m) => m.ShareDialog), {
  clientOnly: true,
  loading: () => (
    <button type="button" className="button" disabled aria-busy="true">
      Share this design
    </button>
  ),
});

type ShareProps = { productLabel: string; productName: string; productId: string; encoded: string };

function ShareAction(props: ShareProps) {
  const [wanted, setWanted] = useState(false);
  if (wanted) return <ShareDialog {...props} openAtOnce />;
  const warm = () => void loadShareDialog().catch(() => undefined);
  return (
    <button
      type="button"
      className="button"
      aria-haspopup="dialog"
      data-testid="share-open"
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => setWanted(true)}
    >
      Share this design
    </button>
  );
}

// The wishlist heart brings the account hooks; like the share dialog it loads after the
// configurator, and the server paints the same button, disabled, in its place.
const WishlistButton = lazyPart(
  () =>
    withChunkTimeout(() => import("@/components/account/wishlist-button")).then(
      (m) => m.WishlistButton,
    ),
  {
    clientOnly: true,
    loading: () => (
      <button type="button" className="wishlist-button" aria-pressed={false} disabled>
        <span className="wishlist-button__heart" aria-hidden="true">
          ♡
        </span>
        Add to wishlist
      </button>
    ),
  },
);

type Props = {
  /** The product's names and words. */
  facts: ProductFacts;
  /** The design on show in the first view, as the server worked it out (viewOf). */
  first: ConfiguratorView;
  /** Where the whole product comes from (preloaded by the page). */
  source: string;
  header: ReactNode;
  /** Opened from the bag's "Edit design": saving goes back to that design and its bag line. */
  editingId: string | null;
  /** Opened from an order's "Change this design" (issue 38): where the change is reviewed. */
  changeReview?: string | null;
};

/** What the shopper asked for before the configurator came alive: done once it has. */
type Intent =
  | { kind: "step"; key: string }
  | { kind: "view"; name: string }
  | { kind: "primary" }
  | { kind: "add" };

const NO_ERRORS: ReadonlyMap<string, string> = new Map();

/**
 * The live configurator. The design lives in the URL (`?d=`), so a reload or a shared link
 * restores it: the page reads it on the server, so the first HTML already draws that design, and
 * every change is written back to the URL.
 *
 * The server sends what its page shows of that design, not the product (issue 27); the whole
 * product and the rules that answer a choice arrive together right after (./live.ts, preloaded
 * by the page), and from then on the browser works the view out itself, the same way
 * (./view-model.ts). What the shopper presses before they arrive is done when they have.
 */
export function Configurator({
  facts,
  first,
  source,
  header,
  editingId,
  changeReview = null,
}: Props) {
  const notify = useNotify();
  const fail = useCallback(
    (error: unknown) =>
      notify(
        error instanceof Error ? error.message : "The bag's choices could not be loaded.",
        "error",
      ),
    [notify],
  );
  const live = useLive(source, facts.id, fail);
  const parts = live?.parts;
  const product = useMemo(() => (live ? live.parts.unpackConfigurable(live.wire) : null), [live]);
  const [own, setOwn] = useState<ConfiguratorState | null>(null);
  const state = useMemo(
    () => own ?? (parts && product ? parts.readDesign(product, first.encoded) : null),
    [own, parts, product, first.encoded],
  );
  const [view, setView] = useState(facts.views[0] ?? "front");
  // The last failed check says which row (component or its personalization) shows the error.
  const [lastIssue, setLastIssue] = useState<ValidationIssue | null>(null);
  const bag = useAddToBag(facts, editingId, changeReview);
  const addLabel = changeReview ? "Review the change" : editingId ? "Update bag" : "Add to bag";

  const shown = parts && product && state ? parts.viewOf(product, state, view) : first;
  const logic = parts && product && state ? parts.logicOf(product, state, lastIssue) : null;
  const encoded = shown.encoded;

  const dispatch = useCallback(
    (action: ConfiguratorAction) => {
      if (!parts || !product) return;
      setOwn((current) =>
        parts.reduce(product, current ?? parts.readDesign(product, first.encoded), action),
      );
    },
    [parts, product, first.encoded],
  );

  useEffect(() => {
    if (!parts || !product) return;
    const url = new URL(window.location.href);
    const current = url.searchParams.get("d");
    const starting = parts.encodeState(parts.initialState(product));
    // A first visit keeps its clean URL until the shopper changes something.
    if (current === encoded || (current === null && encoded === starting)) return;
    url.searchParams.set("d", encoded);
    // history.replaceState rather than router.replace: it does not fetch the route's server
    // payload again, so a change costs no request.
    window.history.replaceState(null, "", url.pathname + url.search + url.hash);
  }, [encoded, parts, product]);

  const goTo = (key: string) => {
    const id = key.slice(2);
    dispatch(
      key.startsWith("p:")
        ? { type: "select-personalization", personalizableId: id }
        : { type: "select-component", componentId: id },
    );
  };

  const perform = (intent: Intent) => {
    if (!logic) return;
    if (intent.kind === "step") return goTo(intent.key);
    if (intent.kind === "view") return setView(intent.name);
    if (intent.kind === "primary" && logic.nextKey !== null) return goTo(logic.nextKey);
    const issue = logic.check();
    if (!issue) {
      void bag.add(encoded);
      return;
    }
    setLastIssue(issue);
    dispatch({ type: "set-error", componentId: issue.componentId, message: issue.message });
    goTo(logic.keyOf(issue));
    notify(issue.message, "error");
  };

  // Before the product has arrived a press is kept, and done in order once it has.
  const waiting = useRef<Intent[]>([]);
  const latest = useRef(perform);
  useEffect(() => {
    latest.current = perform;
  });
  const ask = (intent: Intent) => {
    if (logic) perform(intent);
    else waiting.current.push(intent);
  };
  const alive = logic !== null;
  useEffect(() => {
    if (!alive) return;
    for (const intent of waiting.current.splice(0)) latest.current(intent);
  }, [alive]);

  const selected = logic?.selectedComponent;
  const owner = logic?.ownerComponent;
  return (
    <div className="configurator" data-testid="configurator">
      <div className="configurator__media">
        {/* The preview and the step list hydrate in their own commits, not in one long task with
            the rest of the configurator; a press on either before then hydrates it first. */}
        <HydrateApart>
          <DesignPreview
            label={facts.label}
            views={facts.views}
            view={view}
            shown={shown}
            onViewChange={(name) => ask({ kind: "view", name })}
          />
        </HydrateApart>
      </div>
      <div className="configurator__panel">
        {header}
        <p className="configurator__price" aria-live="polite" data-testid="configurator-price">
          {formatPrice(shown.price)}
        </p>
        <DeliveryLine productId={facts.id} design={encoded} />
        <HydrateApart>
          <StepList
            steps={shown.steps}
            errors={logic?.errors ?? NO_ERRORS}
            onSelect={(key) => ask({ kind: "step", key })}
          />
        </HydrateApart>
        <section className="choices" aria-labelledby="choices-heading" data-testid="choices">
          {parts && product && state && selected && (
            <>
              <h2 id="choices-heading">{selected.display_name}</h2>
              <parts.ChoicesPanel
                product={product}
                state={state}
                component={selected}
                dispatch={dispatch}
              />
            </>
          )}
          {parts && state && owner && (
            <>
              <h2 id="choices-heading">{logic.ownerLabel}</h2>
              <parts.PersonalizationPanel
                state={state}
                component={owner}
                dispatch={dispatch}
                onDone={(componentId) => dispatch({ type: "clear-error", componentId })}
              />
            </>
          )}
          {!selected && !owner && (
            <p id="choices-heading" className="choices__intro">
              Choose a step above, or press {DEFAULT_ACTION_TEXT} to be walked through the design.
            </p>
          )}
        </section>
        <div className="configurator__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => ask({ kind: "primary" })}
            data-testid="primary-action"
            aria-busy={bag.state.status === "adding"}
          >
            {shown.readyToAdd ? addLabel : DEFAULT_ACTION_TEXT}
          </button>
          {!shown.readyToAdd && (
            <button type="button" className="button" onClick={() => ask({ kind: "add" })}>
              {addLabel}
            </button>
          )}
        </div>
        <div role="status" className="configurator__status" data-testid="bag-status">
          <BagStatus state={bag.state} design={encoded} />
        </div>
        <WishlistButton target={{ kind: "design", productId: facts.id, data: encoded }} />
        <ShareAction
          productLabel={facts.label}
          productName={facts.name}
          productId={facts.id}
          encoded={encoded}
        />
        {facts.details && (
          <details className="configurator__drawer">
            <summary>Dimensions and details</summary>
            <p>{facts.details}</p>
          </details>
        )}
      </div>
    </div>
  );
}

/** What happened to the last press of Add to bag; it fades once the design changes. */
function BagStatus({ state, design }: { state: AddToBagState; design: string }) {
  if (state.status === "idle" || state.design !== design) return null;
  if (state.status === "adding") return <>Adding your bag…</>;
  if (state.status === "updated") return <>Design saved. One moment…</>;
  if (state.status === "failed") {
    return <span className="configurator__status-error">{state.message}</span>;
  }
  return (
    <>
      Added to your bag: {state.label} — {formatPrice(state.price)}.{" "}
      <Link href="/cart" data-testid="view-bag">
        View your bag ({state.count})
      </Link>
    </>
  );
}
