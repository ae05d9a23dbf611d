/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act } from "@testing-library/react";
import fc from "fast-check";
import { loadLive } from "@/components/configurator/live";
import { viewOf } from "@/components/configurator/view-model";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import {
  decodeState,
  encodeState,
  initialState,
  reduce,
  type ConfiguratorAction,
} from "@/lib/configurator";
import { readDesign } from "@/lib/configurator/design-string";
import { fullBag, smallBag } from "./configurator-fixtures";
import { renderConfigurator, serveProduct } from "./support/configurator-page";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

/**
 * Issue 27: the configurator's HTML carries what the page shows of the design (viewOf, worked out
 * on the server), not the product; once the product has arrived the browser works the view out
 * itself. Both must be the same, or the page would change under the shopper's eyes.
 */
function actionsOf(bag: CatalogueProductDetail): fc.Arbitrary<ConfiguratorAction> {
  const personalizables = bag.components.flatMap((c) =>
    c.personalizable ? [c.personalizable] : [],
  );
  const choices: ConfiguratorAction[] = bag.components.flatMap((c) => [
    ...c.variants.map((v): ConfiguratorAction => ({
      type: "choose-variant",
      componentId: c.id,
      variantId: v.id,
    })),
    ...c.selectable_options.map((o): ConfiguratorAction => ({
      type: "select-option",
      componentId: c.id,
      optionId: o.id,
    })),
    { type: "answer-optional", componentId: c.id, value: true },
    { type: "answer-optional", componentId: c.id, value: false },
    { type: "deselect-component", componentId: c.id },
  ]);
  const typed = personalizables.flatMap((p): ConfiguratorAction[] => [
    { type: "set-personalization", personalizableId: p.id, text: "AB" },
    { type: "complete-personalization", personalizableId: p.id },
  ]);
  return fc.constantFrom(...choices, ...typed);
}

/** Designs of random choices, half of them starting with every personalization typed in. */
function designsOf(bag: CatalogueProductDetail): fc.Arbitrary<ConfiguratorAction[]> {
  const typed = bag.components.flatMap((c): ConfiguratorAction[] => {
    const variant = c.variants[0];
    if (!c.personalizable || !variant) return [];
    const personalizableId = c.personalizable.id;
    return [
      { type: "answer-optional", componentId: c.id, value: true },
      { type: "choose-variant", componentId: c.id, variantId: variant.id },
      { type: "set-personalization", personalizableId, text: "AB" },
      { type: "complete-personalization", personalizableId },
    ];
  });
  return fc
    .tuple(fc.boolean(), fc.array(actionsOf(bag), { maxLength: 25 }))
    .map(([withText, rest]) => [...(withText ? typed : []), ...rest]);
}

/** What the page does with a `?d=`: read against the whole product, rules re-applied. */
const served = (bag: CatalogueProductDetail, actions: ConfiguratorAction[]) =>
  decodeState(bag, encodeState(actions.reduce((s, a) => reduce(bag, s, a), initialState(bag))));

describe("the configurator's first paint", () => {
  it.each([
    ["the full fixture", fullBag()],
    ["the small fixture", smallBag()],
  ])("the browser works out the server's view of every design of %s", (_name, bag) => {
    fc.assert(
      fc.property(designsOf(bag), (actions) => {
        const state = served(bag, actions);
        for (const view of bag.views) {
          const first = viewOf(bag, state, view);
          expect(viewOf(bag, readDesign(bag, first.encoded), view)).toEqual(first);
        }
      }),
      { numRuns: 80 },
    );
  });

  it("shows the same page before and after the product arrives", async () => {
    const bag = fullBag();
    const source = "/api/configurator/full?v=test";
    serveProduct(bag, source);
    const designs = fc.sample(designsOf(bag), { numRuns: 8 });
    for (const actions of designs) {
      const state = served(bag, actions);
      const { container, unmount } = renderConfigurator(bag, state, source);
      // What the design's view draws (the delivery date and the wishlist heart change on their own).
      const drawn = () =>
        [
          ".configurator__media",
          ".configurator__price",
          ".step-list",
          ".choices",
          ".configurator__actions",
        ]
          .map((selector) => container.querySelector(selector)?.outerHTML ?? `${selector} missing`)
          .join("\n");
      const before = drawn();
      await act(async () => {
        await loadLive(source, bag.id);
      });
      expect(drawn()).toBe(before);
      unmount();
    }
  });
});
