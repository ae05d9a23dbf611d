"use client";

import "@/app/account.css";
import Cookies from "js-cookie";
import { useId, useSyncExternalStore } from "react";
import { REGION_CHOICES, REGION_COOKIE } from "@/lib/privacy/jurisdiction";

const noChanges = () => () => {};

/**
 * The shopper's own region (issue 37), used when the CDN names no country: it picks whether the
 * banner asks first (opt-in) or lets trackers run until refused. Read by the proxy, hence the
 * reload once chosen.
 */
export function RegionChoice() {
  const id = useId();
  // The cookie only changes with a reload (below): nothing to subscribe to.
  const chosen = useSyncExternalStore(
    noChanges,
    () => Cookies.get(REGION_COOKIE) ?? "",
    () => "",
  );
  return (
    // The account forms' field, so the select looks like every other control in the shop.
    <div className="account-form">
      <div className="field">
        <label htmlFor={id}>Where you live (used only when we cannot tell)</label>
        <select
          id={id}
          value={chosen}
          data-testid="region-choice"
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value)
              Cookies.set(REGION_COOKIE, value, { expires: 365, path: "/", sameSite: "Lax" });
            else Cookies.remove(REGION_COOKIE, { path: "/" });
            window.location.reload();
          }}
        >
          <option value="">Not chosen</option>
          {REGION_CHOICES.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
