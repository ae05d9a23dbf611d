/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import type { ReadonlyURLSearchParams } from "next/navigation";
import { usePathname, useSearchParams } from "next/navigation";
import { Analytics } from "@/components/shell/analytics";
import { ClearHistoryShortcut } from "@/components/shell/clear-history-shortcut";
import { LiveChat } from "@/components/shell/live-chat";
import { RouteEffects } from "@/components/shell/route-effects";
import { ShellClient } from "@/components/shell/shell-client";
import { ensureCsrfCookie } from "@/lib/http/client";
import { setConsent } from "@/lib/privacy/consent-state";
import {
  loginUrlFor,
  PENDING_ACTION_MAX_AGE_MS,
  safeReturnPath,
  takePendingAction,
  type KeyValueStorage,
} from "@/lib/shell/auth-redirect";
import {
  CLEAR_HISTORY_COOKIES,
  customerTokenFrom,
  isClearHistoryShortcut,
  isStaleTokenCookie,
} from "@/lib/shell/clear-history";
import { MADE_TO_ORDER_MENU_HIDE_EVENT, setTemporaryTitle } from "@/lib/shell/navigation";
import {
  LIVE_CHAT_MEDIA_QUERY,
  shouldLoadAnalytics,
  shouldLoadLiveChat,
} from "@/lib/shell/third-party";
import { configureTracking, identify, resetTrackingForTests, track } from "@/lib/tracking/track";

jest.mock("next/navigation", () => ({ usePathname: jest.fn(), useSearchParams: jest.fn() }));
jest.mock("@/lib/http/client", () => ({ ensureCsrfCookie: jest.fn(() => Promise.resolve()) }));
// The banner's own module (vanilla-cookieconsent) is not under test here: consent is set below.
jest.mock("@/components/privacy/consent-manager", () => ({ ConsentManager: () => null }));

function at(pathname: string, search = "") {
  jest.mocked(usePathname).mockReturnValue(pathname);
  jest
    .mocked(useSearchParams)
    .mockReturnValue(new URLSearchParams(search) as unknown as ReadonlyURLSearchParams);
}

/** matchMedia for a window `width` px wide (jsdom has none); understands `(min-width: Npx)`. */
function screenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

const scriptSources = () => Array.from(document.scripts, (s) => s.src);

/** Lets next/script's idle-time loading (lazyOnload) run if it was going to. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
  window.scrollTo = jest.fn();
  at("/");
});

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  delete window.gtag;
  delete window.dataLayer;
});

describe("route effects (spec 2)", () => {
  function page() {
    const main = document.createElement("main");
    main.id = "main";
    main.tabIndex = -1;
    const link = document.createElement("a");
    link.href = "/bags";
    link.textContent = "Bags";
    document.body.append(link, main);
    link.focus();
    const hidden = jest.fn();
    window.addEventListener(MADE_TO_ORDER_MENU_HIDE_EVENT, hidden);
    return {
      main,
      link,
      hidden,
      cleanup: () => window.removeEventListener(MADE_TO_ORDER_MENU_HIDE_EVENT, hidden),
    };
  }

  it("does nothing on the first render", () => {
    const { link, hidden, cleanup } = page();
    render(<RouteEffects />);
    expect(hidden).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(link);
    cleanup();
  });

  it("on a path change hides the menu, focuses main and scrolls to the top", () => {
    const { main, hidden, cleanup } = page();
    main.scrollTop = 120;
    const { rerender } = render(<RouteEffects />);
    at("/bags/all-bags");
    rerender(<RouteEffects />);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(main);
    expect(main.scrollTop).toBe(0);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    rerender(<RouteEffects />); // a re-render on the same URL is not a navigation
    expect(hidden).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it("scrolls to the hash target instead of the top when the URL has one", () => {
    const { cleanup } = page();
    const target = document.createElement("section");
    target.id = "care guide";
    target.scrollIntoView = jest.fn();
    document.body.append(target);
    const { rerender } = render(<RouteEffects />);
    window.history.replaceState(null, "", "/faq#care%20guide");
    at("/faq");
    rerender(<RouteEffects />);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ block: "start" });
    expect(window.scrollTo).not.toHaveBeenCalled();
    cleanup();
  });

  it("on a query-only change (configurator state) hides the menu without moving focus or scroll", () => {
    const { link, hidden, cleanup } = page();
    const { rerender } = render(<RouteEffects />);
    at("/", "colour=tan");
    rerender(<RouteEffects />);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(link);
    expect(window.scrollTo).not.toHaveBeenCalled();
    cleanup();
  });

  it("restores a temporary title, unless the new page wrote its own", () => {
    const { cleanup } = page();
    document.title = "Tote · Atelier Ardent";
    const { rerender } = render(<RouteEffects />);
    setTemporaryTitle("Saving your design…");
    at("/cart");
    rerender(<RouteEffects />);
    expect(document.title).toBe("Tote · Atelier Ardent");

    setTemporaryTitle("Saving your design…");
    document.title = "Cart · Atelier Ardent"; // the next page's metadata
    at("/checkout/confirmation");
    rerender(<RouteEffects />);
    expect(document.title).toBe("Cart · Atelier Ardent");
    cleanup();
  });
});

describe("clear history (spec 2 and 4)", () => {
  it("Ctrl+Shift+H removes the token, cart and cart-id cookies, then reloads", () => {
    expect(CLEAR_HISTORY_COOKIES).toEqual(["customer_token", "cart", "cart_id", "cart_count"]);
    for (const name of ["customer_token", "cart", "cart_id", "XSRF-TOKEN"]) Cookies.set(name, "v");
    const reload = jest.fn();
    render(<ClearHistoryShortcut reload={reload} />);

    fireEvent.keyDown(window, { key: "h", code: "KeyH", ctrlKey: true });
    expect(reload).not.toHaveBeenCalled();

    fireEvent.keyDown(window, { key: "H", code: "KeyH", ctrlKey: true, shiftKey: true });
    expect(Cookies.get("customer_token")).toBeUndefined();
    expect(Cookies.get("cart")).toBeUndefined();
    expect(Cookies.get("cart_id")).toBeUndefined();
    expect(Cookies.get("XSRF-TOKEN")).toBe("v");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("recognises the shortcut by key or physical key, and not with Alt or Meta", () => {
    const keys = { ctrlKey: true, shiftKey: true, altKey: false, metaKey: false };
    expect(isClearHistoryShortcut({ ...keys, key: "H", code: "KeyH" })).toBe(true);
    expect(isClearHistoryShortcut({ ...keys, key: "Р", code: "KeyH" })).toBe(true);
    expect(isClearHistoryShortcut({ ...keys, key: "H", code: "KeyH", altKey: true })).toBe(false);
    expect(isClearHistoryShortcut({ ...keys, key: "H", code: "KeyH", metaKey: true })).toBe(false);
    expect(isClearHistoryShortcut({ ...keys, key: "J", code: "KeyJ" })).toBe(false);
  });

  it('treats a token cookie holding "undefined" as absent and removes it on mount', () => {
    expect(customerTokenFrom("undefined")).toBeUndefined();
    expect(customerTokenFrom(" ")).toBeUndefined();
    expect(customerTokenFrom("abc123")).toBe("abc123");
    expect(isStaleTokenCookie("undefined")).toBe(true);
    expect(isStaleTokenCookie(undefined)).toBe(false);
    expect(isStaleTokenCookie("abc123")).toBe(false);

    Cookies.set("customer_token", "undefined");
    const { unmount } = render(<ClearHistoryShortcut reload={jest.fn()} />);
    expect(Cookies.get("customer_token")).toBeUndefined();
    unmount();

    Cookies.set("customer_token", "abc123");
    render(<ClearHistoryShortcut reload={jest.fn()} />);
    expect(Cookies.get("customer_token")).toBe("abc123");
  });
});

describe("login redirect with a resumable action (spec 2)", () => {
  const memoryStorage = (): KeyValueStorage => {
    const values = new Map<string, string>();
    return {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
  };

  it("keeps the action, returns the login URL, and hands the action back once", () => {
    const storage = memoryStorage();
    const action = {
      type: "wishlist/add",
      payload: { productId: "p-1" },
      returnTo: "/products/tote?colour=tan",
    };
    expect(loginUrlFor(action, { storage, now: 1_000 })).toBe(
      "/login?next=%2Fproducts%2Ftote%3Fcolour%3Dtan",
    );
    expect(takePendingAction({ storage, now: 2_000 })).toEqual(action);
    expect(takePendingAction({ storage, now: 2_000 })).toBeNull();
  });

  it("uses sessionStorage by default", () => {
    loginUrlFor({ type: "cart/add", returnTo: "/bags" });
    expect(takePendingAction()).toEqual({ type: "cart/add", returnTo: "/bags" });
  });

  it("refuses open redirects and drops stale or corrupt actions", () => {
    expect(safeReturnPath("//evil.example/x")).toBe("/");
    expect(safeReturnPath("/\\evil.example")).toBe("/");
    expect(safeReturnPath("https://evil.example")).toBe("/");
    expect(safeReturnPath("/\t/evil.example")).toBe("/");
    expect(safeReturnPath("/my-account")).toBe("/my-account");
    const storage = memoryStorage();
    expect(loginUrlFor({ type: "x", returnTo: "//evil.example" }, { storage })).toBe(
      "/login?next=%2F",
    );
    loginUrlFor({ type: "x", returnTo: "/" }, { storage, now: 0 });
    expect(takePendingAction({ storage, now: PENDING_ACTION_MAX_AGE_MS + 1 })).toBeNull();
    storage.setItem("atelier:pending-action", "{not json");
    expect(takePendingAction({ storage })).toBeNull();
    expect(loginUrlFor({ type: "x", returnTo: "/a" }, { storage: null })).toBe("/login?next=%2Fa");
  });
});

describe("analytics and live chat (spec 9: production only)", () => {
  it("decides from the production flag, the measurement id and the screen width", () => {
    expect(shouldLoadAnalytics({ production: true, measurementId: "G-ABC123XYZ" })).toBe(true);
    expect(shouldLoadAnalytics({ production: false, measurementId: "G-ABC123XYZ" })).toBe(false);
    expect(shouldLoadAnalytics({ production: true, measurementId: undefined })).toBe(false);
    expect(shouldLoadAnalytics({ production: true, measurementId: "G-1');alert(1)//" })).toBe(
      false,
    );
    expect(LIVE_CHAT_MEDIA_QUERY).toBe("(min-width: 801px)");
    const chat = { src: "https://chat.example/widget.js" };
    expect(shouldLoadLiveChat({ ...chat, production: true, wideScreen: true })).toBe(true);
    expect(shouldLoadLiveChat({ ...chat, production: true, wideScreen: false })).toBe(false);
    expect(shouldLoadLiveChat({ ...chat, production: false, wideScreen: true })).toBe(false);
    const wide = { production: true, wideScreen: true };
    expect(shouldLoadLiveChat({ ...wide, src: "http://chat.example/w.js" })).toBe(false);
    expect(shouldLoadLiveChat({ ...wide, src: "javascript:alert(1)" })).toBe(false);
    expect(shouldLoadLiveChat({ ...wide, src: "/chat/widget.js" })).toBe(true);
    expect(shouldLoadLiveChat({ ...wide, src: undefined })).toBe(false);
  });

  it("renders no analytics script and defines no gtag outside production", () => {
    const { container } = render(<Analytics production={false} measurementId="G-ABC123XYZ" />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it("in production loads gtag.js and sends a page_view per route change", () => {
    const { rerender } = render(<Analytics production measurementId="G-ABC123XYZ" />);
    expect(scriptSources()).toContain("https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ");
    const pageViews = () =>
      (window.dataLayer ?? []).filter(
        (entry) => Array.from(entry as ArrayLike<unknown>)[1] === "page_view",
      );
    expect(pageViews()).toHaveLength(1);
    at("/bags/all-bags", "sort=new");
    rerender(<Analytics production measurementId="G-ABC123XYZ" />);
    expect(pageViews()).toHaveLength(2);
    rerender(<Analytics production measurementId="G-ABC123XYZ" />);
    expect(pageViews()).toHaveLength(2);
  });

  it("loads live chat only in production and wider than 800 px", async () => {
    const src = "https://chat.example/widget.js";
    screenWidth(1280);
    const first = render(<LiveChat production={false} src={src} />);
    await settle();
    expect(scriptSources()).not.toContain(src);
    first.unmount();

    screenWidth(800);
    const second = render(<LiveChat production src={src} />);
    await settle();
    expect(scriptSources()).not.toContain(src);
    second.unmount();

    screenWidth(801);
    render(<LiveChat production src={src} />);
    await waitFor(() => expect(scriptSources()).toContain(src));
  });
});

describe("<ShellClient>", () => {
  const answer = (body: unknown) =>
    jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(body) } as Response));
  const settings = {
    analyticsId: "G-ABC123XYZ",
    emailMarketingKey: "PUBKEY",
    liveChatSrc: "https://chat.example/widget.js",
  };
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it("fetches the CSRF cookie once on mount and loads no third party outside production", async () => {
    screenWidth(1280);
    globalThis.fetch = answer({ production: false, ...settings });
    render(<ShellClient />);
    await settle();
    expect(ensureCsrfCookie).toHaveBeenCalledTimes(1);
    expect(globalThis.fetch).toHaveBeenCalledWith("/api/integrations", expect.anything());
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it("starts no third party in production until consent is read (issue 37)", async () => {
    screenWidth(1280);
    globalThis.fetch = answer({ production: true, ...settings });
    render(<ShellClient />);
    await settle();
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it("with statistics granted alone, starts analytics and not live chat (issue 37)", async () => {
    screenWidth(1280);
    setConsent({ granted: new Set(["statistics"]), gpcHonored: false });
    globalThis.fetch = answer({ production: true, ...settings });
    render(<ShellClient />);
    await waitFor(() =>
      expect(scriptSources()).toContain("https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ"),
    );
    await settle();
    expect(scriptSources()).not.toContain(settings.liveChatSrc);
  });

  it("starts analytics and live chat when the server says production, read at run time", async () => {
    screenWidth(1280);
    setConsent({ granted: new Set(["statistics", "functional"]), gpcHonored: false });
    globalThis.fetch = answer({ production: true, ...settings });
    render(<ShellClient />);
    await waitFor(() =>
      expect(scriptSources()).toEqual(
        expect.arrayContaining([
          "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ",
          settings.liveChatSrc,
        ]),
      ),
    );
  });

  it("starts nothing when the answer cannot be read", async () => {
    screenWidth(1280);
    globalThis.fetch = answer({ production: "yes", ...settings });
    render(<ShellClient />);
    await settle();
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });
});

describe("track (spec 7 and 8)", () => {
  beforeEach(() => resetTrackingForTests());

  it("never identifies a shopper before consent to marketing, and does once it is given (issue 37)", async () => {
    const send = jest.fn(() => Promise.resolve());
    const tell = jest.fn(() => Promise.resolve());
    // No marketing consent: the shell configures tracking without the service's key.
    configureTracking({ production: true, publicKey: undefined, send, identify: tell });
    await identify("ada@example.com", "Ada", "Lovelace");
    await track("Viewed Product", { productName: "Tote" });
    expect(tell).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    // Consent given later in the page's life: the known customer is identified then.
    configureTracking({ production: true, publicKey: "PUBKEY", send, identify: tell });
    await waitFor(() => expect(tell).toHaveBeenCalledTimes(1));
    expect(tell).toHaveBeenCalledWith({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
    });
  });

  it("does nothing outside production, or without a public key", async () => {
    const send = jest.fn(() => Promise.resolve());
    configureTracking({ production: false, publicKey: "PUBKEY", send });
    await track("Viewed Product", { productName: "Tote" });
    configureTracking({ production: true, publicKey: "", send });
    await track("Viewed Product", { productName: "Tote" });
    expect(send).not.toHaveBeenCalled();
  });

  it("sends in production, holds events raised before configuration, skips one retailer's checkout", async () => {
    const send = jest.fn(() => Promise.resolve());
    await track("Viewed Product", { productName: "Early" });
    configureTracking({ production: true, publicKey: "PUBKEY", send });
    expect(send).toHaveBeenCalledWith("Viewed Product", { productName: "Early" });
    await track("Started Checkout", { retailer: "bramwells" });
    await track("Started Checkout", { retailer: "ardent" });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("catches a failure and only logs it", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    configureTracking({
      production: true,
      publicKey: "PUBKEY",
      send: () => Promise.reject(new Error("offline")),
    });
    await expect(track("Added to Cart", { quantity: 1 })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Tracking "Added to Cart" failed:', expect.any(Error));
    error.mockRestore();
  });
});
