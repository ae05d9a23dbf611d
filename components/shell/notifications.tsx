"use client";

import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import {
  createNotificationQueue,
  NO_NOTIFICATIONS,
  type NotificationKind,
  type NotificationQueue,
  type VisibleNotification,
} from "@/lib/notifications/queue";

/** Raises a notification (spec 4): shown after 250 ms, gone 10 s later. Returns its id. */
export type Notify = (message: string, kind?: NotificationKind) => number;

const NotificationsContext = createContext<NotificationQueue | null>(null);

const noNotifications = () => NO_NOTIFICATIONS;

/** Owns the notification queue for the page below it and renders the notification region. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(createNotificationQueue);
  // Timers must not outlive the provider (they would update an unmounted store).
  useEffect(() => () => queue.clear(), [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, noNotifications);
  return (
    <NotificationsContext.Provider value={queue}>
      {children}
      <NotificationRegion items={items} onDismiss={queue.dismiss} />
    </NotificationsContext.Provider>
  );
}

/** The `notify(message, kind?)` function of the nearest <NotificationsProvider>. */
export function useNotify(): Notify {
  const queue = useContext(NotificationsContext);
  if (!queue) throw new Error("useNotify must be used inside <NotificationsProvider>.");
  return queue.raise;
}

/**
 * Two live regions that are always in the DOM (screen readers only announce changes to a region
 * that already existed): errors interrupt (`role="alert"`), everything else waits its turn
 * (`role="status"`). `aria-atomic="false"` so only the new message is read, not the whole stack.
 */
function NotificationRegion({
  items,
  onDismiss,
}: {
  items: readonly VisibleNotification[];
  onDismiss: (id: number) => void;
}) {
  const errors = items.filter((n) => n.kind === "error");
  const others = items.filter((n) => n.kind !== "error");
  return (
    <div className="notifications" data-testid="notifications">
      <div role="alert" aria-atomic="false" className="notifications__list">
        {errors.map((n) => (
          <NotificationItem key={n.id} notification={n} onDismiss={onDismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" className="notifications__list">
        {others.map((n) => (
          <NotificationItem key={n.id} notification={n} onDismiss={onDismiss} />
        ))}
      </div>
    </div>
  );
}

function NotificationItem({
  notification,
  onDismiss,
}: {
  notification: VisibleNotification;
  onDismiss: (id: number) => void;
}) {
  return (
    <div className={`notification notification--${notification.kind}`} data-testid="notification">
      <p className="notification__message">{notification.message}</p>
      <button
        type="button"
        className="notification__dismiss"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(notification.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
