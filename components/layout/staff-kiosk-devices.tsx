"use client";

import { useId, useState, type FormEvent } from "react";
import useSWR from "swr";
import { submitFailure } from "@/components/content/form-errors";
import { api, call } from "@/lib/http/api-client";

type Overview = Awaited<ReturnType<typeof listKiosks>>;
type Device = Overview["devices"][number];

const listKiosks = () => call(() => api.GET("/api/external/staff/kiosk-devices"));
const at = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

function stateText(device: Device): string {
  if (device.state === "pending") return "waiting for its enrollment link";
  return device.last_seen_at ? `last seen ${at(device.last_seen_at)}` : "not seen yet";
}

/**
 * Issue 25: the browsers enrolled as department-store kiosks, the only ones where associates
 * enter PINs. Staff enroll the browser they use (at a kiosk store's address) and revoke a lost or
 * replaced kiosk. The server checks the staff role on every call and sets the kiosk cookie.
 */
export function StaffKioskDevices() {
  const id = useId();
  const { data, mutate } = useSWR<Overview>("/staff/kiosk-devices", listKiosks, {
    revalidateOnFocus: false,
  });
  const [label, setLabel] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!data) return null;

  const run = async (action: () => Promise<Overview>, success: string) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      await mutate(await action(), { revalidate: false });
      setDone(success);
    } catch (error) {
      setProblem(submitFailure(error).message);
    } finally {
      setBusy(false);
    }
  };

  const enroll = (event: FormEvent) => {
    event.preventDefault();
    const name = label.trim();
    void run(
      () => call(() => api.POST("/api/external/staff/kiosk-devices", { body: { label: name } })),
      `This browser is now the kiosk “${name}”.`,
    ).then(() => setLabel(""));
  };
  const revoke = (device: Device) =>
    run(
      () =>
        call(() =>
          api.DELETE("/api/external/staff/kiosk-devices/{id}", {
            params: { path: { id: device.id } },
          }),
        ),
      `The kiosk “${device.label}” is revoked.`,
    );
  const mine = data.devices.find((device) => device.id === data.this_device);
  // At a kiosk store's address its own kiosks; elsewhere every store's, to revoke from afar.
  const shown = data.can_enroll
    ? data.devices.filter((device) => device.store.name === data.current)
    : data.devices;

  return (
    <details className="staff-locks staff-kiosks" data-testid="kiosk-devices">
      <summary>Kiosks ({shown.filter((d) => d.state === "enrolled").length})</summary>
      {data.can_enroll && (
        <form className="staff-kiosks__enroll" onSubmit={enroll}>
          <p data-testid="this-browser">
            {mine
              ? `This browser is the kiosk “${mine.label}”.`
              : "This browser is not a kiosk: associates cannot sign in here."}
          </p>
          <label htmlFor={`${id}-label`}>Kiosk name</label>
          <input
            id={`${id}-label`}
            value={label}
            maxLength={60}
            placeholder="Floor 2"
            required
            onChange={(event) => setLabel(event.target.value)}
          />
          <button type="submit" disabled={busy || label.trim() === ""}>
            {mine ? "Enroll again" : "Enroll this browser"}
          </button>
        </form>
      )}
      {shown.length === 0 ? (
        <p>No kiosk is enrolled.</p>
      ) : (
        <ul className="staff-kiosks__list">
          {shown.map((device) => (
            <li key={device.id} data-testid="kiosk-device">
              <span>
                {device.label} · {device.store.label} · {stateText(device)}
                {device.id === data.this_device && <strong> · this browser</strong>}
              </span>
              <button
                type="button"
                disabled={busy}
                aria-label={`Revoke the kiosk ${device.label} at ${device.store.label}`}
                onClick={() => void revoke(device)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="staff-kiosks__done">
        {done}
      </p>
      {problem && <p role="alert">{problem}</p>}
    </details>
  );
}
