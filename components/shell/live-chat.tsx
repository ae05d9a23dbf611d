"use client";

import { useEffect, useSyncExternalStore } from "react";
import { loadScriptOnce } from "@/lib/shell/load-script";
import { LIVE_CHAT_MEDIA_QUERY, shouldLoadLiveChat } from "@/lib/shell/third-party";

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(LIVE_CHAT_MEDIA_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isWideScreen = () =>
  typeof window.matchMedia === "function" && window.matchMedia(LIVE_CHAT_MEDIA_QUERY).matches;

// The server cannot know the width; it never renders the widget.
const onServer = () => false;

/**
 * The live-chat widget: production only, and only wider than the 800 px mobile breakpoint
 * (spec 9). It loads when the screen is (or becomes, e.g. a tablet turned sideways) wide enough;
 * a widget once loaded stays, since a third-party script cannot be unloaded, and is never added
 * twice. It loads when the browser is idle, so chat never competes with the page itself.
 */
export function LiveChat({ production, src }: { production: boolean; src?: string }) {
  const wideScreen = useSyncExternalStore(subscribeToWidth, isWideScreen, onServer);
  const load = !!src && shouldLoadLiveChat({ production, src, wideScreen });
  useEffect(
    () => (load && src ? loadScriptOnce("live-chat", src, "idle") : undefined),
    [load, src],
  );
  return null;
}
