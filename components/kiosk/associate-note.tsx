"use client";

import Cookies from "js-cookie";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { ASSOCIATE_COOKIE, readAssociateNote } from "@/lib/associates/cookie";
import { ASSOCIATE_CHANGED_EVENT } from "./associate-events";

const subscribe = (onChange: () => void) => {
  window.addEventListener(ASSOCIATE_CHANGED_EVENT, onChange);
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener(ASSOCIATE_CHANGED_EVENT, onChange);
    window.removeEventListener("focus", onChange);
  };
};
const read = () => Cookies.get(ASSOCIATE_COOKIE) ?? "";

/**
 * The kiosk header's associate line (spec 6, sales associate info): who is serving and where,
 * with "Change associate"; before anyone signs in to a bag, the store's invitation.
 */
export function AssociateNote({ storeLabel }: { storeLabel: string }) {
  const raw = useSyncExternalStore(subscribe, read, () => "");
  const note = readAssociateNote(raw || undefined);
  if (!note) {
    return <>{storeLabel} · In-store design consultation with your sales associate</>;
  }
  return (
    <>
      Your associate: <strong data-testid="associate-name">{note.display_name}</strong> ·{" "}
      {note.store}{" "}
      <Link href="/checkout/store-registration?associate=change" className="associate-bar__change">
        Change associate
      </Link>
    </>
  );
}
