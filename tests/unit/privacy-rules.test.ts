import {
  describeRequest,
  erasedEmail,
  forgetRetryDelayMs,
  requestState,
} from "@/lib/privacy/rules";
import { parsePrivacyCommand } from "@/lib/privacy/command";

describe("privacy rules (issue 37)", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const request = {
    id: "5b0e2f4e-5a57-4a43-9b0a-6f1f0e1d2c3b",
    kind: "erase" as const,
    channel: "account" as const,
    status: "mailed" as const,
    expiresAt: new Date("2026-11-29T11:00:00Z"),
    createdAt: new Date("2026-11-28T11:00:00Z"),
    completedAt: null,
    outcome: null,
  };

  it("reads a request's state from its status and its link's end", () => {
    expect(requestState(request, now)).toBe("awaiting link");
    expect(requestState(request, new Date("2026-11-29T11:00:00Z"))).toBe("link expired");
    expect(requestState({ ...request, status: "completed" }, new Date("2030-01-01"))).toBe(
      "completed",
    );
  });

  it("logs ids, dates and counts, and each service's state, never an address", () => {
    const line = describeRequest(
      {
        ...request,
        status: "completed",
        completedAt: new Date("2026-11-28T11:30:00Z"),
        outcome: { orders_kept_anonymised: 2, passkeys: 1 },
      },
      [{ target: "email_marketing", status: "pending", attempts: 3, lastError: "status 503" }],
      now,
    );
    expect(line).toContain(request.id);
    expect(line).toContain("completed");
    expect(line).toContain("orders_kept_anonymised=2 passkeys=1");
    expect(line).toContain("email_marketing: pending after 3 tries (status 503)");
    expect(line).not.toContain("@");
    const told = describeRequest(
      request,
      [
        { target: "email_marketing", status: "done", attempts: 1, lastError: null },
        { target: "other", status: "done", attempts: 1, lastError: "not configured" },
      ],
      now,
    );
    expect(told).toContain("email_marketing: told");
    expect(told).toContain("other: not configured");
  });

  it("gives an erased record an address that reaches nobody and is its own", () => {
    expect(erasedEmail("abc")).toBe("erased-abc@erased.invalid");
    expect(erasedEmail("abc")).not.toBe(erasedEmail("abd"));
  });

  it("backs off a service that does not answer, up to six hours", () => {
    expect(forgetRetryDelayMs(1)).toBe(60_000);
    expect(forgetRetryDelayMs(2)).toBe(120_000);
    expect(forgetRetryDelayMs(30)).toBe(6 * 60 * 60_000);
  });

  it("parses npm run privacy -- list", () => {
    expect(parsePrivacyCommand(["list"])).toEqual({ command: "list", limit: 200 });
    expect(parsePrivacyCommand(["list", "--limit", "5"])).toEqual({ command: "list", limit: 5 });
    expect(() => parsePrivacyCommand(["erase"])).toThrow(/unknown command/);
    expect(() => parsePrivacyCommand(["list", "--limit", "0"])).toThrow(/at least 1/);
  });
});
