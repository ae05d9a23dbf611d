import { Client, type Reply } from "./support/http";
import { monogrammed } from "./support/designs";

/**
 * Issue 34: a design link nobody opened before cannot come from any cache, so it costs a render
 * (docs/performance-profiles.md, "a design's first render"). The per-client page budget
 * (`PAGE_RATE_LIMIT_PER_MINUTE`, counted in proxy.ts before anything is rendered) is what keeps
 * one client walking new designs from filling a server: its design links are counted with its
 * other pages, and once the budget is spent a new design is refused, not rendered.
 */
const LIMIT = Number(process.env.PAGE_RATE_LIMIT_PER_MINUTE ?? 1200);
/**
 * A monogram is three letters (a longer text is cut to three, the same design): 17 576 designs,
 * taken in turn from a random place, so each is new to the server (asserted: a render per request,
 * its first sighting, which the proxy sends to the route that reads the design from the query).
 */
let next = Math.floor(Math.random() * 17_000);
const newDesignLink = () => {
  const n = (next += 1);
  const text = [n / 676, (n / 26) % 26, n % 26]
    .map((digit) => String.fromCharCode(65 + Math.floor(digit)))
    .join("");
  return `/bags/the-city-tote?d=${encodeURIComponent(monogrammed(text))}`;
};

const address = () =>
  `198.51.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 200) + 20}`;

/** Spends exactly `count` of the client's page budget on a page that costs no render. */
async function spend(client: Client, count: number): Promise<void> {
  for (let sent = 0; sent < count;) {
    const batch = Math.min(50, count - sent);
    const replies = await Promise.all(
      Array.from({ length: batch }, () => client.get("/robots.txt")),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    sent += batch;
  }
}

describe("new design links and the per-client page budget (issue 34)", () => {
  it("count against the client's budget, and are refused before rendering once it is spent", async () => {
    const client = new Client(undefined, { "x-forwarded-for": address() });
    // Two design links rendered, then the rest of the minute's budget on cheap pages.
    for (let i = 0; i < 2; i += 1) {
      const reply = await client.get(newDesignLink());
      expect(reply.status).toBe(200);
      expect(reply.headers.get("cache-control")).toMatch(/no-store/);
      expect(reply.text).toMatch(/data-testid="personalization-preview"/);
    }
    await spend(client, LIMIT - 3);
    const last = await client.get(newDesignLink());
    expect(last.status).toBe(200);
    expect(last.headers.get("cache-control")).toMatch(/no-store/);
    // The budget is spent (two designs, the pages, one more design): the next new design is
    // refused with the page limiter's answer, no page rendered.
    const refused: Reply = await client.get(newDesignLink());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("x-nextjs-cache")).toBeNull();
    expect(refused.text).not.toMatch(/data-testid="configurator"/);
    // Per client: another address still opens a new design.
    const other = await new Client(undefined, { "x-forwarded-for": address() }).get(
      newDesignLink(),
    );
    expect(other.status).toBe(200);
  });
});
