import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { Configurator } from "@/components/configurator/configurator";
import { RetailStoreProvider } from "@/components/layout/retail-store-provider";
import { NotificationsProvider } from "@/components/shell/notifications";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import {
  decodeState,
  encodeState,
  initialState,
  nextStep,
  packConfigurable,
  priceOf,
  reduce,
  validationIssues,
  type ConfiguratorAction,
  type ConfiguratorState,
} from "@/lib/configurator";
import { readDesign } from "@/lib/configurator/design-string";
import { firstPaintProduct, unpackConfigurable } from "@/lib/configurator/wire";
import { sectionsFor } from "@/lib/retail/sections";
import { fullBag, smallBag } from "./configurator-fixtures";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

/**
 * Issue 27: the configurator's HTML carries the product cut down to the design on show
 * (firstPaintProduct); the whole product arrives after. Both must give the same page and the same
 * answers for that design, or the page would change under the shopper's eyes when it arrives.
 */
const retail = {
  store: {
    id: "00000000-0000-4000-8000-000000000001",
    name: "web" as const,
    label: "Atelier Ardent",
    retailer: { name: "atelier-ardent", label: "Atelier Ardent" },
  },
  sections: sectionsFor("web"),
};

function actionsOf(bag: CatalogueProductDetail): fc.Arbitrary<ConfiguratorAction> {
  const components = bag.components;
  const personalizables = components.flatMap((c) => (c.personalizable ? [c.personalizable] : []));
  const choices: ConfiguratorAction[] = components.flatMap((c) => [
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

/** The page as the server writes it, from the given packed product. */
function page(first: ReturnType<typeof packConfigurable>, design: string, starting: string) {
  return renderToStaticMarkup(
    <RetailStoreProvider value={retail}>
      <NotificationsProvider>
        <Configurator
          first={first}
          source="/api/configurator/bag?v=test"
          header={<h1>Bag</h1>}
          design={design}
          starting={starting}
          editingId={null}
        />
      </NotificationsProvider>
    </RetailStoreProvider>,
  );
}

function sameAnswers(bag: CatalogueProductDetail, shown: ConfiguratorState) {
  const cut = unpackConfigurable(
    JSON.parse(JSON.stringify(packConfigurable(firstPaintProduct(bag, shown)))),
  );
  const design = encodeState(shown);
  expect(readDesign(cut, design)).toEqual(shown);
  expect(validationIssues(cut, shown)).toEqual(validationIssues(bag, shown));
  expect(nextStep(cut, shown)).toEqual(nextStep(bag, shown));
  expect(priceOf(cut, shown)).toBe(priceOf(bag, shown));
  const starting = encodeState(initialState(bag));
  expect(page(packConfigurable(firstPaintProduct(bag, shown)), design, starting)).toBe(
    page(packConfigurable(bag), design, starting),
  );
}

/** The full fixture with its stamped monogram offering a plain leather patch before its foil. */
function finishSecond(): CatalogueProductDetail {
  const bag = fullBag();
  for (const c of bag.components) if (c.personalizable) c.variants.reverse();
  return bag;
}

describe("the configurator's first paint", () => {
  it.each([
    ["the full fixture", fullBag()],
    ["the small fixture", smallBag()],
    ["a stamped part whose first variant is no finish", finishSecond()],
  ])("draws every reachable design of %s as the whole product does", (_name, bag) => {
    fc.assert(
      fc.property(fc.array(actionsOf(bag), { maxLength: 25 }), (actions) => {
        const reached = actions.reduce((s, a) => reduce(bag, s, a), initialState(bag));
        // What the page does with a `?d=`: read it against the whole product, rules re-applied.
        sameAnswers(bag, decodeState(bag, encodeState(reached)));
      }),
      { numRuns: 60 },
    );
  });

  it("leaves out the variants not on show and the panels' descriptions", () => {
    const bag = fullBag();
    const shown = initialState(bag);
    const cut = firstPaintProduct(bag, shown);
    const count = (p: { components: { variants: unknown[] }[] }) =>
      p.components.reduce((n, c) => n + c.variants.length, 0);
    expect(count(cut)).toBeLessThan(count(bag));
    expect(cut.components.every((c) => c.description === "")).toBe(true);
    const chosen = Object.values(shown.variants).flat();
    const kept = new Set(cut.components.flatMap((c) => c.variants.map((v) => v.id)));
    for (const id of chosen) expect(kept.has(id)).toBe(true);
  });
});
