/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { NotificationsProvider, useNotify } from "@/components/shell/notifications";
import { createNotificationQueue, type NotificationKind } from "@/lib/notifications/queue";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe("createNotificationQueue", () => {
  it("shows a notification at 250 ms and removes it 10 s after it appeared", () => {
    const queue = createNotificationQueue();
    const id = queue.raise("Saved", "success");
    jest.advanceTimersByTime(249);
    expect(queue.getSnapshot()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toEqual([{ id, message: "Saved", kind: "success" }]);
    jest.advanceTimersByTime(9_999);
    expect(queue.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it("dismisses a waiting or a visible notification at once, and notifies subscribers", () => {
    const queue = createNotificationQueue();
    const listener = jest.fn();
    queue.subscribe(listener);
    const waiting = queue.raise("never shown");
    const shown = queue.raise("shown", "error");
    queue.dismiss(waiting);
    jest.advanceTimersByTime(250);
    expect(queue.getSnapshot().map((n) => n.id)).toEqual([shown]);
    expect(listener).toHaveBeenCalledTimes(1);
    queue.dismiss(shown);
    expect(queue.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("keeps the snapshot stable between changes and clears every timer", () => {
    const queue = createNotificationQueue();
    queue.raise("a");
    jest.advanceTimersByTime(250);
    const first = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(first);
    queue.raise("b");
    queue.clear();
    expect(queue.getSnapshot()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});

function Raiser({ message, kind }: { message: string; kind?: NotificationKind }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(message, kind)}>
      raise {message}
    </button>
  );
}

describe("<NotificationsProvider> and useNotify", () => {
  it("announces a notification politely from 250 ms to 10 250 ms", () => {
    render(
      <NotificationsProvider>
        <Raiser message="Added to your bag" />
      </NotificationsProvider>,
    );
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    fireEvent.click(screen.getByRole("button", { name: "raise Added to your bag" }));

    advance(249);
    expect(screen.queryByText("Added to your bag")).not.toBeInTheDocument();
    advance(1);
    expect(within(status).getByText("Added to your bag")).toBeVisible();
    advance(9_999);
    expect(screen.getByText("Added to your bag")).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText("Added to your bag")).not.toBeInTheDocument();
  });

  it("puts errors in the alert region", () => {
    render(
      <NotificationsProvider>
        <Raiser message="Payment failed" kind="error" />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "raise Payment failed" }));
    advance(250);
    expect(within(screen.getByRole("alert")).getByText("Payment failed")).toBeInTheDocument();
    expect(within(screen.getByRole("status")).queryByText("Payment failed")).toBeNull();
  });

  it("removes a notification at once with its dismiss button", () => {
    render(
      <NotificationsProvider>
        <Raiser message="Saved" />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "raise Saved" }));
    advance(250);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("drops pending timers when the provider unmounts", () => {
    const { unmount } = render(
      <NotificationsProvider>
        <Raiser message="Later" />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "raise Later" }));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("refuses to work outside the provider", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Raiser message="x" />)).toThrow(/inside <NotificationsProvider>/);
    spy.mockRestore();
  });
});
