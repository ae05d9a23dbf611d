import { Client } from "./support/http";
import { monogrammed } from "./support/designs";

const PATH = "/api/internal/revalidate";

/** Asks for /materials until the page cache serves it (another test may just have emptied it). */
async function warmMaterials() {
  let reply = await new Client().get("/materials");
  for (let i = 0; i < 5 && reply.headers.get("x-nextjs-cache") !== "HIT"; i++) {
    reply = await new Client().get("/materials");
  }
  return reply.headers.get("x-nextjs-cache");
}

describe("POST /api/internal/revalidate", () => {
  it("refuses a missing or wrong secret, and the cached pages stay", async () => {
    expect(await warmMaterials()).toBe("HIT");
    const missing = await new Client().request("POST", PATH);
    const wrong = await new Client().request("POST", PATH, {
      headers: { authorization: "Bearer nope" },
    });
    expect(missing.status).toBe(401);
    expect(missing.json<{ message: string }>().message).toBe("Unauthenticated.");
    expect(wrong.status).toBe(401);
    expect(wrong.json<{ message: string }>().message).toBe("Unauthenticated.");
    const after = await new Client().get("/materials");
    expect(after.headers.get("x-nextjs-cache")).toBe("HIT");
  });

  it("revalidates the prerendered store pages with the secret", async () => {
    const secret = process.env.REVALIDATE_SECRET ?? "";
    expect(await warmMaterials()).toBe("HIT");
    const reply = await new Client().request("POST", PATH, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ status: "success", content: { revalidated: true } });
    const after = await new Client().get("/materials");
    expect(after.status).toBe(200);
    expect(after.headers.get("x-nextjs-cache")).not.toBe("HIT");
  });

  it("revalidates the cached shared designs too (issue 27): a catalogue change reaches them", async () => {
    const secret = process.env.REVALIDATE_SECRET ?? "";
    const path = `/bags/the-city-tote?d=${encodeURIComponent(monogrammed("RVD"))}`;
    for (let i = 0; i < 2; i += 1) await new Client().get(path);
    expect((await new Client().get(path)).headers.get("x-nextjs-cache")).toBe("HIT");
    const reply = await new Client().request("POST", PATH, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(reply.status).toBe(200);
    const after = await new Client().get(path);
    expect(after.status).toBe(200);
    expect(after.headers.get("x-nextjs-cache")).not.toBe("HIT");
  });
});
