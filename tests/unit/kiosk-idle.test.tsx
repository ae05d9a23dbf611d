/**
 * @jest-environment jsdom
 */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { KioskIdleReset } from "@/components/kiosk/kiosk-idle-reset";
import {
  idlePhase,
  idleSecondsFor,
  KIOSK_COUNTDOWN_SECONDS,
  KIOSK_RESET_COOKIES,
} from "@/lib/kiosk/idle";
import type * as ApiMock from "./support/api-mock";

let mockPath = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPath }));
jest.mock("../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
);

describe("idlePhase", () => {
  it("is active, then counts down the last 30 seconds, then resets", () => {
    expect(idlePhase(0, 180)).toEqual({ kind: "active" });
    expect(idlePhase(149_999, 180)).toEqual({ kind: "active" });
    expect(idlePhase(150_000, 180)).toEqual({ kind: "warning", secondsLeft: 30 });
    expect(idlePhase(179_001, 180)).toEqual({ kind: "warning", secondsLeft: 1 });
    expect(idlePhase(180_000, 180)).toEqual({ kind: "reset" });
  });

  it("warns at once when the limit is shorter than the countdown", () => {
    expect(idlePhase(0, 10)).toEqual({ kind: "warning", secondsLeft: 10 });
  });

  it("waits less once the order is placed", () => {
    expect(idleSecondsFor("/cart", 180)).toBe(180);
    expect(idleSecondsFor("/checkout/invoice", 180)).toBe(60);
    expect(idleSecondsFor("/checkout/thank_you", 180)).toBe(60);
    expect(idleSecondsFor("/checkout/invoice", 45)).toBe(45);
  });

  it("forgets the shopper, the cart, the associate and the sign-in", () => {
    for (const name of [
      "cart_id",
      "cart_count",
      "customer_token",
      "sales_associate",
      "customer_signed_in",
    ]) {
      expect(KIOSK_RESET_COOKIES).toContain(name);
    }
  });
});

describe("KioskIdleReset", () => {
  beforeAll(() => {
    // jsdom has no showModal; the component opens the dialog through it.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute("open");
    };
  });
  beforeEach(() => {
    jest.useFakeTimers();
    mockPath = "/";
  });
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) =>
    act(() => {
      jest.advanceTimersByTime(ms);
    });

  it("asks, counts down, and starts over when nobody answers", () => {
    const reset = jest.fn();
    render(<KioskIdleReset idleSeconds={180} reset={reset} />);
    const dialog = screen.getByTestId("kiosk-idle");
    advance(149_000);
    expect(dialog).not.toHaveAttribute("open");
    advance(2_000);
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("timer")).toHaveTextContent(/starts over in \d+ seconds/);
    expect(reset).not.toHaveBeenCalled();
    advance(KIOSK_COUNTDOWN_SECONDS * 1000);
    expect(reset).toHaveBeenCalledTimes(1);
    advance(5_000);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("keeps going while the shopper uses the kiosk, and after 'I'm still here'", () => {
    const reset = jest.fn();
    render(<KioskIdleReset idleSeconds={180} reset={reset} />);
    for (let i = 0; i < 5; i += 1) {
      advance(100_000);
      fireEvent.pointerDown(window);
    }
    expect(reset).not.toHaveBeenCalled();
    advance(160_000);
    expect(screen.getByTestId("kiosk-idle")).toHaveAttribute("open");
    fireEvent.click(screen.getByRole("button", { name: "I'm still here" }));
    advance(1_000);
    expect(screen.getByTestId("kiosk-idle")).not.toHaveAttribute("open");
    advance(100_000);
    expect(reset).not.toHaveBeenCalled();
  });

  it("starts over sooner on the invoice page", () => {
    mockPath = "/checkout/invoice";
    const reset = jest.fn();
    render(<KioskIdleReset idleSeconds={180} reset={reset} />);
    advance(61_000);
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
