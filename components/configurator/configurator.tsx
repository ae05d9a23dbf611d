"use client";

import { lazyPart } from "@/components/shell/lazy-part";
import Link from "next/link";
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
} from "react";
import { useNotify } from "@/components/shell/notifications";
import type { ConfigurableProduct } from "@/lib/catalogue/types";
import { DEFAULT_ACTION_TEXT } from "@/lib/configurator/constants";
import { encodeState, readDesign } from "@/lib/configurator/design-string";
import { priceOf } from "@/lib/configurator/price";
import { nextStep, stepsFor } from "@/lib/configurator/steps";
import type {
  ConfiguratorAction,
  ConfiguratorState,
  ValidationIssue,
} from "@/lib/configurator/types";
import { validateConfiguration } from "@/lib/configurator/validate";
import { unpackConfigurable, type ConfigurableWire } from "@/lib/configurator/wire";
import { formatPrice } from "@/lib/money";
import { DeliveryLine } from "./delivery-line";
import { DesignPreview } from "./design-preview";
import { useLive, type Live } from "./live";
import { StepList } from "./step-list";
import { componentOf, pendingStepKeys, stepKey, stepKeyOfIssue, stepLabel } from "./step-status";
import { useAddToBag, type AddToBagState } from "./use-add-to-bag";
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
  /** The product cut down to the design on show (firstPaintProduct), packed: in the HTML. */
  first: ConfigurableWire;
  /** Where the whole product comes from (preloaded by the page). */
  source: string;
  header: ReactNode;
  /** The design in the URL (`?d=`) as the server read it; null for the starting look. */
  design: string | null;
  /** The starting look's design, so a first visit keeps its clean URL. */
  starting: string;
  /** Opened from the bag's "Edit design": saving goes back to that design and its bag line. */
  editingId: string | null;
};

/**
 * The live configurator. The design lives in the URL (`?d=`), so a reload or a shared link
 * restores it: the page reads it on the server, so the first HTML already draws that design, and
 * every change is written back to the URL.
 *
 * The HTML carries only what draws that design (issue 27); the whole product and the rules that
 * answer a choice arrive together right after (./live.ts, preloaded by the page). Drawn from
 * either, the page is the same; what the shopper does before they arrive waits for them.
 */
export function Configurator({ first, source, header, design, starting, editingId }: Props) {
  const notify = useNotify();
  const fail = useCallback(
    (error: unknown) =>
      notify(
        error instanceof Error ? error.message : "The bag's choices could not be loaded.",
        "error",
      ),
    [notify],
  );
  const live = useLive(source, first.product.id, fail);
  const product = useMemo(() => unpackConfigurable(live?.wire ?? first), [live, first]);
  const [state, setState] = useState(() => readDesign(product, design ?? starting));
  const waiting = useRef<ConfiguratorAction[]>([]);
  const dispatch = useCallback(
    (action: ConfiguratorAction) => {
      if (live) setState((current) => live.parts.reduce(product, current, action));
      else waiting.current.push(action);
    },
    [live, product],
  );
  useEffect(() => {
    if (!live || waiting.current.length === 0) return;
    const actions = waiting.current.splice(0);
    setState((current) => actions.reduce((s, a) => live.parts.reduce(product, s, a), current));
  }, [live, product]);
  const encoded = encodeState(state);

  useEffect(() => {
    if (!live) return;
    const url = new URL(window.location.href);
    const current = url.searchParams.get("d");
    // A first visit keeps its clean URL until the shopper changes something.
    if (current === encoded || (current === null && encoded === starting)) return;
    url.searchParams.set("d", encoded);
    // history.replaceState rather than router.replace: it does not fetch the route's server
    // payload again, so a change costs no request.
    window.history.replaceState(null, "", url.pathname + url.search + url.hash);
  }, [encoded, live, starting]);

  return <ConfiguratorFrame {...{ product, state, dispatch, header, encoded, editingId, live }} />;
}

type FrameProps = {
  product: ConfigurableProduct;
  header: ReactNode;
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
  encoded: string;
  /** The saved design being edited from the bag, if any. */
  editingId: string | null;
  /** Null until the whole product and the choice panels have arrived. */
  live: Live | null;
};

function ConfiguratorFrame(props: FrameProps) {
  const { product, state, dispatch, header, encoded, editingId, live } = props;
  const notify = useNotify();
  const [view, setView] = useState(product.views[0] ?? "front");
  // The last failed check says which row (component or its personalization) shows the error.
  const [lastIssue, setLastIssue] = useState<ValidationIssue | null>(null);
  const bag = useAddToBag(product, editingId);
  const addLabel = editingId ? "Update bag" : "Add to bag";

  const steps = stepsFor(product, state);
  const pending = pendingStepKeys(product, state);
  const next = nextStep(product, state);
  const price = priceOf(product, state);
  const keys = new Set(steps.map(stepKey));
  const errors = new Map<string, string>();
  for (const [componentId, message] of Object.entries(state.errors)) {
    const issue: ValidationIssue =
      lastIssue?.componentId === componentId
        ? lastIssue
        : { rule: "components", componentId, message };
    const key = stepKeyOfIssue(product, issue);
    const fallback = stepKeyOfIssue(product, { rule: "components", componentId, message });
    errors.set(keys.has(key) ? key : fallback, message);
  }

  const goTo = (key: string) => {
    const id = key.slice(2);
    dispatch(
      key.startsWith("p:")
        ? { type: "select-personalization", personalizableId: id }
        : { type: "select-component", componentId: id },
    );
  };

  const addToBag = () => {
    const issue = validateConfiguration(product, state);
    if (!issue) {
      void bag.add(encoded);
      return;
    }
    setLastIssue(issue);
    dispatch({ type: "set-error", componentId: issue.componentId, message: issue.message });
    goTo(stepKeyOfIssue(product, issue));
    notify(issue.message, "error");
  };

  const primary = () => {
    if (next.kind === "add-to-cart") addToBag();
    else goTo(stepKey(next));
  };

  const selection = state.selection;
  const selectedComponent =
    selection?.kind === "component" ? componentOf(product, selection.componentId) : undefined;
  const personalizationOwner =
    selection?.kind === "personalization"
      ? steps.find(
          (s) => s.kind === "personalization" && s.personalizableId === selection.personalizableId,
        )
      : undefined;
  const ownerComponent = personalizationOwner
    ? componentOf(product, personalizationOwner.componentId)
    : undefined;

  return (
    <div className="configurator" data-testid="configurator">
      <div className="configurator__media">
        <DesignPreview product={product} state={state} view={view} onViewChange={setView} />
      </div>
      <div className="configurator__panel">
        {header}
        <p className="configurator__price" aria-live="polite" data-testid="configurator-price">
          {formatPrice(price)}
        </p>
        <DeliveryLine productId={product.id} design={encoded} />
        <StepList
          product={product}
          state={state}
          steps={steps}
          pending={pending}
          errors={errors}
          dispatch={dispatch}
        />
        <section className="choices" aria-labelledby="choices-heading" data-testid="choices">
          {live && selectedComponent && (
            <>
              <h2 id="choices-heading">{selectedComponent.display_name}</h2>
              <live.parts.ChoicesPanel
                product={product}
                state={state}
                component={selectedComponent}
                dispatch={dispatch}
              />
            </>
          )}
          {live && personalizationOwner && ownerComponent && (
            <>
              <h2 id="choices-heading">{stepLabel(product, personalizationOwner)}</h2>
              <live.parts.PersonalizationPanel
                state={state}
                component={ownerComponent}
                dispatch={dispatch}
                onDone={(componentId) => dispatch({ type: "clear-error", componentId })}
              />
            </>
          )}
          {!selectedComponent && !ownerComponent && (
            <p id="choices-heading" className="choices__intro">
              Choose a step above, or press {DEFAULT_ACTION_TEXT} to be walked through the design.
            </p>
          )}
        </section>
        <div className="configurator__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={primary}
            data-testid="primary-action"
            aria-busy={bag.state.status === "adding"}
          >
            {next.kind === "add-to-cart" ? addLabel : DEFAULT_ACTION_TEXT}
          </button>
          {next.kind !== "add-to-cart" && (
            <button type="button" className="button" onClick={addToBag}>
              {addLabel}
            </button>
          )}
        </div>
        <div role="status" className="configurator__status" data-testid="bag-status">
          <BagStatus state={bag.state} design={encoded} />
        </div>
        <WishlistButton target={{ kind: "design", productId: product.id, data: encoded }} />
        <ShareAction
          productLabel={product.label}
          productName={product.name}
          productId={product.id}
          encoded={encoded}
        />
        {product.details && (
          <details className="configurator__drawer">
            <summary>Dimensions and details</summary>
            <p>{product.details}</p>
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
  if (state.status === "updated") return <>Design updated. Back to your bag…</>;
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
