import { Client } from "./support/http";

const PATH = "/api/internal/revalidate";

describe("POST /api/internal/revalidate", () => {
  it("refuses a missing or wrong secret", async () => {
    expect((await new Client().request("POST", PATH)).status).toBe(401);
    const wrong = await new Client().request("POST", PATH, {
      headers: { authorization: "Bearer nope" },
    });
    expect(wrong.status).toBe(401);
  });

  it("revalidates the prerendered store pages with the secret", async () => {
    const secret = process.env.REVALIDATE_SECRET ?? "";
    // Another test may have just revalidated everything (the CMS webhook): warm the page again.
    let before = await new Client().get("/materials");
    for (let i = 0; i < 5 && before.headers.get("x-nextjs-cache") !== "HIT"; i++) {
      before = await new Client().get("/materials");
    }
    expect(before.headers.get("x-nextjs-cache")).toBe("HIT");
    const reply = await new Client().request("POST", PATH, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ status: "success", content: { revalidated: true } });
    const after = await new Client().get("/materials");
    expect(after.status).toBe(200);
    expect(after.headers.get("x-nextjs-cache")).not.toBe("HIT");
  });
});
