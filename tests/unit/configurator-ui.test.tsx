/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { loadLive } from "@/components/configurator/live";
import {
  decodeState,
  encodeState,
  finishComponentMessage,
  initialState,
  reduce,
} from "@/lib/configurator";
import { formatPrice } from "@/lib/money";
import { smallBag } from "./configurator-fixtures";
import { renderConfigurator, serveProduct } from "./support/configurator-page";

jest.mock("next/navigation", () => ({
  // The wishlist heart (loaded after the configurator) sends a guest to sign in.
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const bag = smallBag();
const start = initialState(bag);

const SOURCE = "/api/configurator/small?v=test";

beforeAll(() => serveProduct(bag, SOURCE));

/** The page as the server writes it, then live: the whole product and the panels arrived. */
async function mount(design: string | null = null) {
  const shown = design === null ? start : decodeState(bag, design);
  renderConfigurator(bag, shown, SOURCE);
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
