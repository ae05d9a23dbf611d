"use client";

import Link from "next/link";
import { useCallback, useRef, useState } from "react";
import type { MenuGroup } from "./menu-data";
import { useDismiss } from "./use-dismiss";

export type UtilityLink = { href: string; label: string };

/**
 * The shop's menu: a row of groups on wider screens, a drawer on phones. On phones the drawer
 * also holds the header's utility links (FAQ, account, e-mail), so the header fits one row.
 */
export function MainMenu({
  groups,
  utility = [],
}: {
  groups: MenuGroup[];
  utility?: UtilityLink[];
}) {
  const [open, setOpen] = useState<string | null>(null);
  const [drawer, setDrawer] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(null);
    setDrawer(false);
  }, []);

  // Escape or the hide event closes everything; a click outside only closes the open group.
  useDismiss(root, { onEscape: close, onClickOutside: () => setOpen(null), onHide: close });

  return (
    <div className="main-menu" ref={root}>
      <button
        type="button"
        className="main-menu__toggle"
        aria-expanded={drawer}
        aria-controls="main-menu-panel"
        onClick={() => setDrawer((d) => !d)}
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      <nav
        id="main-menu-panel"
        aria-label="Main"
        className={drawer ? "main-menu__panel main-menu__panel--open" : "main-menu__panel"}
      >
        <ul className="main-menu__groups">
          {groups.map((group) => (
            <li key={group.id} className="main-menu__group" data-menu={group.id}>
              <button
                type="button"
                className="main-menu__trigger"
                aria-expanded={open === group.id}
                aria-controls={`menu-${group.id}`}
                onClick={() => setOpen((current) => (current === group.id ? null : group.id))}
              >
                {group.label}
              </button>
              <ul
                id={`menu-${group.id}`}
                className="main-menu__links"
                hidden={open !== group.id && !drawer}
              >
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} onClick={close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {utility.length > 0 && (
          <ul className="main-menu__utility">
            {utility.map((link) => (
              <li key={link.href}>
                {link.href.startsWith("mailto:") ? (
                  <a href={link.href}>{link.label}</a>
                ) : (
                  <Link href={link.href} onClick={close}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </nav>
    </div>
  );
}
