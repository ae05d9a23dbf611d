/** Spec 4 (Notifications) and 9: a notification appears 250 ms after it is raised… */
export const NOTIFICATION_SHOW_DELAY_MS = 250;

/** …and removes itself 10 s after it appeared. */
export const NOTIFICATION_LIFETIME_MS = 10_000;
