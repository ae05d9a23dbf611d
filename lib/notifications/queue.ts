import { NOTIFICATION_LIFETIME_MS, NOTIFICATION_SHOW_DELAY_MS } from "./constants";

export type NotificationKind = "info" | "success" | "error";

export type VisibleNotification = Readonly<{ id: number; message: string; kind: NotificationKind }>;

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type NotificationQueue = {
  /** Queues a message; it becomes visible after the show delay. Returns its id for `dismiss`. */
  raise(message: string, kind?: NotificationKind): number;
  /** Removes a notification now, whether it is still waiting or already visible. */
  dismiss(id: number): void;
  /** Drops everything and cancels every timer (the provider unmounted). */
  clear(): void;
  /** The visible notifications, oldest first; a new array only when something changed. */
  getSnapshot(): readonly VisibleNotification[];
  subscribe(listener: () => void): () => void;
};

/** Shared by every server render, so `useSyncExternalStore` sees a stable empty list. */
export const NO_NOTIFICATIONS: readonly VisibleNotification[] = Object.freeze([]);

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The notification timing of spec 4 as a small external store, free of React so it can be tested
 * with fake timers and read with `useSyncExternalStore`. Each notification owns one timer at a
 * time: first the show delay, then (counted from when it appeared) its lifetime.
 */
export function createNotificationQueue(timers: Timers = defaultTimers): NotificationQueue {
  let nextId = 1;
  let visible: readonly VisibleNotification[] = NO_NOTIFICATIONS;
  const pendingTimers = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const publish = (next: readonly VisibleNotification[]) => {
    visible = next.length === 0 ? NO_NOTIFICATIONS : next;
    for (const listener of listeners) listener();
  };

  const remove = (id: number) => {
    const timer = pendingTimers.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    pendingTimers.delete(id);
    if (visible.some((n) => n.id === id)) publish(visible.filter((n) => n.id !== id));
  };

  return {
    raise(message, kind = "info") {
      const id = nextId++;
      const show = () => {
        publish([...visible, { id, message, kind }]);
        pendingTimers.set(
          id,
          timers.setTimeout(() => remove(id), NOTIFICATION_LIFETIME_MS),
        );
      };
      pendingTimers.set(id, timers.setTimeout(show, NOTIFICATION_SHOW_DELAY_MS));
      return id;
    },
    dismiss: remove,
    clear() {
      for (const timer of pendingTimers.values()) timers.clearTimeout(timer);
      pendingTimers.clear();
      if (visible.length > 0) publish(NO_NOTIFICATIONS);
    },
    getSnapshot: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
