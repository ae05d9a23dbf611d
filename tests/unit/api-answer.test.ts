/**
 * @jest-environment node
 */
import { gunzipSync } from "node:zlib";
import { acceptsGzip, apiAnswer } from "@/lib/api/respond";

/**
 * API answers of 1–32 KB are gzipped by the handler itself when the client takes gzip (issue 27):
 * the same bytes on the wire as Next's compression, without a zlib stream per answer.
 */
describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["GZip", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["br", false],
    ["identity", false],
    ["gzip;q=0", false],
    ["gzip; q=0, *", false],
    ["*;q=0", false],
    ["", false],
  ])("%j → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it("takes no header as no gzip", () => {
    expect(acceptsGzip(null)).toBe(false);
  });
});

describe("apiAnswer", () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: `line-${i}`, label: "Cognac calfskin body" }));

  it("gzips a mid-sized answer for a client that takes gzip, as Next would send it", async () => {
    const content = { lines: lines(60) };
    const answer = apiAnswer(content, "gzip, deflate, br");
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const body = Buffer.from(await answer.arrayBuffer());
    expect(JSON.parse(gunzipSync(body).toString("utf8"))).toEqual({ status: "success", content });
  });

  it.each([
    ["a small answer", lines(2), "gzip"],
    ["a client without gzip", lines(60), "br"],
    ["a large answer (left to Next's streaming compression)", lines(2_000), "gzip"],
  ])("leaves %s as plain JSON", async (_label, content, acceptEncoding) => {
    const answer = apiAnswer({ lines: content }, acceptEncoding);
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ status: "success", content: { lines: content } });
  });
});
