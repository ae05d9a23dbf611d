import { existsSync, readFileSync, statSync } from "node:fs";
import { orderedTote as orderedGuestTote } from "./support/orders";
import { API, freshIp, newClient, uniqueEmail } from "./support/accounts";
import { Client } from "./support/http";

/**
 * Issue 35 over HTTP (TRUST_PROXY: X-Forwarded-For names the client): strangers' wrong pairs
 * cannot hold an order's guest tracking, a copied tracking cookie dies with "forget", and
 * methods the store does not speak answer 405 with Allow and leave no stack trace in the log.
 */
const orderedTote = (email = uniqueEmail("held")) => orderedGuestTote(email);

const track = (client: Client, form: Record<string, string>) =>
  client.request("POST", "/api/orders/track", {
    rawBody: new URLSearchParams(form).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

const ORDER_HEADING = (number: string) => new RegExp(`<h1>Order (<!-- -->)?${number}</h1>`);

describe("guest tracking cannot be held by a stranger", () => {
  it("shows the owner the order after 50 wrong pairs for it from other addresses", async () => {
    const { number, email } = await orderedTote();
    for (let i = 0; i < 50; i++) {
      const wrong = await track(newClient(), { number, email: `stranger${i}@example.com` });
      expect(wrong.status).toBe(303);
      expect(wrong.headers.get("location")).toContain("error=no-match");
    }
    const owner = newClient();
    const found = await track(owner, { number, email });
    expect(found.status).toBe(303);
    expect(found.headers.get("location")).toBe("/orders/track");
    const page = await owner.get("/orders/track");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(ORDER_HEADING(number));
  });

  it("still stops the guessing client itself, even the right pair from it", async () => {
    const { number, email } = await orderedTote();
    const guesser = newClient();
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const reply = await track(guesser, { number, email: `guess${i}@example.com` });
      answers.push(reply.headers.get("location") ?? "");
    }
    expect(answers.slice(0, 5).every((a) => a.includes("error=no-match"))).toBe(true);
    expect(answers[5]).toContain("error=wait");
    expect((await track(guesser, { number, email })).headers.get("location")).toContain(
      "error=wait",
    );
  });
});

describe("the tracking cookie dies with forget", () => {
  it("refuses a copy of the cookie once the browser it came from forgot the order", async () => {
    const { number, email } = await orderedTote();
    const owner = newClient();
    expect((await track(owner, { number, email })).headers.get("location")).toBe("/orders/track");
    const value = owner.cookie("atelier_track");
    expect(value).toBeTruthy();
    const copy = new Client(undefined, { "x-forwarded-for": freshIp() });
    copy.setCookie("atelier_track", value!);
    expect((await copy.get("/orders/track")).text).toMatch(ORDER_HEADING(number));

    const forget = await track(owner, { intent: "forget" });
    expect(forget.headers.get("location")).toBe("/orders/track");
    expect((await owner.get("/orders/track")).text).toContain('data-testid="track-form"');
    const after = await copy.get("/orders/track");
    expect(after.status).toBe(200);
    expect(after.text).toContain('data-testid="track-form"');
    expect(after.text).not.toMatch(ORDER_HEADING(number));
  });
});

/** What the server wrote to its log since `from` (scripts/test-server.sh's log), if it is here. */
const SERVER_LOG = process.env.DATA_DIR ? `${process.env.DATA_DIR}.server.log` : "";
const logSize = () => (SERVER_LOG && existsSync(SERVER_LOG) ? statSync(SERVER_LOG).size : -1);
const logSince = (from: number) =>
  from < 0 ? null : readFileSync(SERVER_LOG).subarray(from).toString("utf8");

describe("methods the store does not speak", () => {
  const pages: [string, string][] = [];
  const api: [string, string][] = [];
  for (const method of ["TRACE", "PROPFIND", "BREW"]) {
    pages.push([method, "/"], [method, "/bags/the-city-tote"]);
    api.push([method, `${API}/products`], [method, "/api/orders/track"]);
  }

  /** The 405 with Allow, and nothing in the server's log about it (no error, no stack trace). */
  async function refused(method: string, path: string) {
    const before = logSize();
    const reply = await newClient().request(method, path);
    expect(reply.status).toBe(405);
    const allow = (reply.headers.get("allow") ?? "").split(/,\s*/);
    expect(allow).toEqual(expect.arrayContaining(["GET", "HEAD"]));
    expect(allow).not.toContain(method);
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Without the test server's log file (another runner), only the answer is checked.
    expect(logSince(before) ?? "").not.toMatch(/Error|\n\s+at /);
    return reply;
  }

  it.each(pages)("answers %s %s (a page) with 405 and Allow", async (method, path) => {
    const reply = await refused(method, path);
    expect(reply.text).toBe("This address does not answer that method.");
  });

  it.each(api)("answers %s %s (the API) with 405, Allow and JSON", async (method, path) => {
    const reply = await refused(method, path);
    expect(JSON.parse(reply.text)).toMatchObject({ status: "error", code: "method_not_allowed" });
  });

  it("leaves the methods the API speaks to its routes (Next's own 405 for one not exported)", async () => {
    const reply = await newClient().request("DELETE", "/api/health");
    expect(reply.status).toBe(405);
    const options = await newClient().request("OPTIONS", "/api/health");
    expect(options.headers.get("allow")).toContain("GET");
  });
});
