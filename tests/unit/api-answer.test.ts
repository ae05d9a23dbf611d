/**
 * @jest-environment node
 */
import { apiAnswer } from "@/lib/api/respond";

/**
 * Small API answers go out as they are (issue 27): `no-transform` keeps Next's compression, and
 * its zlib stream per answer, off them; larger ones are compressed as before.
 */
describe("apiAnswer", () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: `line-${i}`, label: "Cognac calfskin body" }));

  it("marks an answer under 4 KB no-transform, so that it is sent uncompressed", async () => {
    const content = { lines: lines(40) };
    const answer = apiAnswer(content);
    expect(answer.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(await answer.json()).toEqual({ status: "success", content });
  });

  it("leaves a larger answer to Next's compression", async () => {
    const content = { lines: lines(200) };
    const answer = apiAnswer(content);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ status: "success", content });
  });
});
