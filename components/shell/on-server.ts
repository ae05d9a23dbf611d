/**
 * True while React renders on the server (no `window` there). Its own module so a jsdom test,
 * where `window` always exists, can render the server's HTML.
 */
export const onServer = () => typeof window === "undefined";
