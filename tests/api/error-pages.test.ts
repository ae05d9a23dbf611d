import { newClient } from "./support/accounts";

/**
 * Issue 13: every error answers with its own status and, for pages, inside the shop's shell with
 * its own title and a way back; under /api/external always the JSON envelope.
 */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

describe("error pages", () => {
  it.each([
    ["an unknown bag", "/bags/no-such-bag"],
    ["an unknown limited-edition piece", "/limited-edition/no-such-piece"],
    ["a path of several unknown segments", "/a/b/c"],
    ["an unknown account page", "/my-account/no-such-tab/at-all"],
  ])("%s: 404 in the shell, titled as itself, with links back to shop", async (_name, path) => {
    const reply = await newClient().get(path);
    expect(reply.status).toBe(404);
    expect(reply.headers.get("content-type")).toContain("text/html");
    expect(titleOf(reply.text)).toMatch(/^Page not found/);
    // The shell and the not-found panel (Next streams them in its payload after the 404 status).
    expect(reply.text).toMatch(/site-header/);
    expect(reply.text).toMatch(/not-found-title/);
    expect(reply.text).toMatch(/\/rtw-selection/);
  });

  it("a broken %-escape in a page path: 400, the shelled page titled as itself", async () => {
    const reply = await newClient().get("/bags/%E0%A4%A");
    expect(reply.status).toBe(400);
    expect(titleOf(reply.text)).toMatch(/^Address not understood/);
    expect(reply.text).toMatch(/site-header/);
  });

  it.each([
    ["an unknown operation", "/api/external/no/such/operation", 404],
    [
      "an unknown order",
      "/api/external/orders/00000000-0000-4000-8000-000000000000?type=cart",
      404,
    ],
    ["a broken %-escape", "/api/external/orders/%E0%A4%A", 400],
  ])("the API, %s: the JSON envelope", async (_name, path, status) => {
    const reply = await newClient().get(path);
    expect(reply.status).toBe(status);
    expect(reply.headers.get("content-type")).toContain("application/json");
    const body = reply.json<{ status: string; message: string }>();
    expect(body.status).toBe("error");
    expect(body.message.length).toBeGreaterThan(0);
  });
});
