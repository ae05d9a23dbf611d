/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Configurator } from "@/components/configurator/configurator";
import { loadLive } from "@/components/configurator/live";
import { RetailStoreProvider } from "@/components/layout/retail-store-provider";
import { NotificationsProvider } from "@/components/shell/notifications";
import { sectionsFor } from "@/lib/retail/sections";
import {
  decodeState,
  encodeState,
  finishComponentMessage,
  initialState,
  packConfigurable,
  reduce,
} from "@/lib/configurator";
import { productFacts, viewOf } from "@/components/configurator/view-model";
import { formatPrice } from "@/lib/money";
import { smallBag } from "./configurator-fixtures";

jest.mock("next/navigation", () => ({
  // The wishlist heart (loaded after the configurator) sends a guest to sign in.
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const bag = smallBag();
const retail = {
  store: {
    id: "00000000-0000-4000-8000-000000000001",
    name: "web" as const,
    label: "Atelier Ardent",
    retailer: { name: "atelier-ardent", label: "Atelier Ardent" },
  },
  sections: sectionsFor("web"),
};
const start = initialState(bag);

const SOURCE = "/api/configurator/small?v=test";

beforeAll(() => {
  // The whole product, as app/api/configurator/[name] answers it.
  // (jsdom has no Response: the fields the configurator reads.)
  const body = JSON.stringify(packConfigurable(bag));
  const answer = { ok: true, status: 200, json: async () => JSON.parse(body) as unknown };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (String(input) !== SOURCE) throw new TypeError("offline");
    return answer as unknown as Response;
  });
});

/** The page as the server writes it, then live: the whole product and the panels arrived. */
async function mount(design: string | null = null) {
  const shown = design === null ? start : decodeState(bag, design);
  render(
    <RetailStoreProvider value={retail}>
      <NotificationsProvider>
        <Configurator
          facts={productFacts(bag)}
          first={viewOf(bag, shown, bag.views[0] ?? "front")}
          source={SOURCE}
          header={<h1>{bag.label}</h1>}
          editingId={null}
        />
      </NotificationsProvider>
    </RetailStoreProvider>,
  );
  await act(async () => {
    await loadLive(SOURCE, bag.id);
  });
}

const list = () => within(screen.getByTestId("component-list"));
const price = () => screen.getByTestId("configurator-price");

beforeEach(() => {
  window.history.replaceState(null, "", "/bags/small");
});

describe("Configurator", () => {
  it("draws the starting look with its progress, price and the add-to-bag button", async () => {
    await mount();
    expect(screen.getByTestId("progress")).toHaveTextContent("3 of 3 chosen");
    expect(price()).toHaveAttribute("aria-live", "polite");
    expect(screen.getByTestId("primary-action")).toHaveTextContent("Add to bag");
    // A first visit keeps a clean URL.
    expect(window.location.search).toBe("");
  });

  it("a swatch changes the price and writes the design to the URL", async () => {
    await mount();
    fireEvent.click(list().getByRole("button", { name: /^Body/ }));
    expect(list().getByRole("button", { name: /^Body/ })).toHaveAttribute("aria-current", "step");
    const red = screen.getByRole("button", { name: /^s-red, leather/ });
    fireEvent.click(red);
    expect(red).toHaveAttribute("aria-pressed", "true");
    const body = bag.components.find((c) => c.display_name === "Body");
    const expected = reduce(bag, start, {
      type: "choose-variant",
      componentId: body?.id ?? "",
      variantId: "s-red",
    });
    expect(new URLSearchParams(window.location.search).get("d")).toBe(encodeState(expected));
    expect(price()).not.toHaveTextContent(formatPrice(bag.starting_price));
  });

  it("restores a design from ?d=", async () => {
    const body = bag.components.find((c) => c.display_name === "Body");
    const design = reduce(bag, start, {
      type: "choose-variant",
      componentId: body?.id ?? "",
      variantId: "s-red",
    });
    await mount(encodeState(design));
    expect(list().getByRole("button", { name: /^Body/ })).toHaveTextContent("s-red");
  });

  it("shows a failed rule at its component and raises it as a notification", async () => {
    await mount();
    jest.useFakeTimers();
    try {
      fireEvent.click(list().getByRole("button", { name: /^Body/ }));
      fireEvent.click(screen.getByRole("button", { name: "Clear Body" }));
      fireEvent.click(screen.getByRole("button", { name: "Add to bag" }));
      const message = finishComponentMessage("Body");
      expect(list().getByTestId("step-error")).toHaveTextContent(message);
      act(() => {
        jest.advanceTimersByTime(300);
      });
      expect(within(screen.getByTestId("notifications")).getByText(message)).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });
});
