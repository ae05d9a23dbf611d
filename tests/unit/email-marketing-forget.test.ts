import http from "node:http";
import type { AddressInfo } from "node:net";
import { forgetAtEmailMarketing } from "@/lib/integrations/email-marketing-forget";

// Issue 37: the e-mail-marketing service's deletion call against a local stand-in.
type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

async function standIn(status: number) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(status, { "content-type": "application/vnd.api+json" }).end("");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    apiUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("telling the e-mail-marketing service to forget an address", () => {
  it("asks for the profile's deletion with the private key, and is done when accepted", async () => {
    const service = await standIn(202);
    try {
      const outcome = await forgetAtEmailMarketing("ada@example.com", {
        publicKey: "PUB",
        privateKey: "pk_secret",
        apiUrl: service.apiUrl,
      });
      expect(outcome).toEqual({ kind: "done" });
      expect(service.seen).toHaveLength(1);
      const [call] = service.seen;
      expect(call).toMatchObject({ method: "POST", url: "/api/data-privacy-deletion-jobs" });
      expect(call!.headers.authorization).toBe("Klaviyo-API-Key pk_secret");
      expect(call!.headers.revision).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(JSON.parse(call!.body)).toEqual({
        data: {
          type: "data-privacy-deletion-job",
          attributes: {
            profile: { data: { type: "profile", attributes: { email: "ada@example.com" } } },
          },
        },
      });
    } finally {
      await service.close();
    }
  });

  it("asks to retry when the service refuses or cannot be reached, naming no address", async () => {
    const service = await standIn(503);
    try {
      const settings = { publicKey: "PUB", privateKey: "pk", apiUrl: service.apiUrl };
      expect(await forgetAtEmailMarketing("ada@example.com", settings)).toEqual({
        kind: "retry",
        reason: "status 503",
      });
    } finally {
      await service.close();
    }
    const gone = await forgetAtEmailMarketing("ada@example.com", {
      privateKey: "pk",
      apiUrl: service.apiUrl,
    });
    expect(gone.kind).toBe("retry");
    expect(JSON.stringify(gone)).not.toContain("ada@");
  });

  it("has nothing to do without the service, and waits for the private key when only the tracker runs", async () => {
    expect(await forgetAtEmailMarketing("a@b.c", { apiUrl: "http://127.0.0.1:9" })).toEqual({
      kind: "not_configured",
    });
    expect(
      await forgetAtEmailMarketing("a@b.c", { publicKey: "PUB", apiUrl: "http://127.0.0.1:9" }),
    ).toEqual({ kind: "retry", reason: "EMAIL_MARKETING_PRIVATE_KEY is not set" });
  });
});
