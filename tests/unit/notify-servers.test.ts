import http from "node:http";
import type { AddressInfo } from "node:net";
import { notifyServers } from "@/lib/catalogue/notify-servers";

describe("notifyServers", () => {
  it("posts the secret to each server and reports the answers", async () => {
    const seen: { url?: string; method?: string; auth?: string }[] = [];
    const server = http.createServer((req, res) => {
      seen.push({ url: req.url, method: req.method, auth: req.headers.authorization });
      res.statusCode = req.headers.authorization === "Bearer s3cret-s3cret-s3cret" ? 200 : 401;
      res.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const lines = await notifyServers(
        [`http://127.0.0.1:${port}`, "http://127.0.0.1:1"],
        "s3cret-s3cret-s3cret",
      );
      expect(seen).toEqual([
        { url: "/api/internal/revalidate", method: "POST", auth: "Bearer s3cret-s3cret-s3cret" },
      ]);
      expect(lines[0]).toBe(`http://127.0.0.1:${port}: revalidated`);
      expect(lines[1]).toMatch(/unreachable/);
    } finally {
      server.close();
    }
  });
});
