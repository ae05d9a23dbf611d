"use client";

import { type RefObject, useEffect, useEffectEvent } from "react";
import { MADE_TO_ORDER_MENU_HIDE_EVENT as HIDE_MENU_EVENT } from "@/lib/shell/navigation";

type Dismiss = {
  /** Escape pressed anywhere on the page. */
  onEscape: () => void;
  /** A click outside `root`. */
  onClickOutside: () => void;
  /** The shell's "hide the menus" event. */
  onHide: () => void;
};

/**
 * The ways a header menu is dismissed: Escape, a click outside it, and the shell's hide event.
 * Listens only while `active` (an open menu); the handlers may change from render to render.
 */
export function useDismiss(
  root: RefObject<HTMLElement | null>,
  { onEscape, onClickOutside, onHide }: Dismiss,
  active = true,
) {
  const escape = useEffectEvent(onEscape);
  const clickOutside = useEffectEvent(onClickOutside);
  const hide = useEffectEvent(onHide);

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") escape();
    };
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) clickOutside();
    };
    const onHideMenu = () => hide();
    window.addEventListener(HIDE_MENU_EVENT, onHideMenu);
    window.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener(HIDE_MENU_EVENT, onHideMenu);
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [active, root]);
}
