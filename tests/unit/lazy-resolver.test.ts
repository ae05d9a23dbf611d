/**
 * @jest-environment node
 */
import type { Resolver } from "react-hook-form";
import { lazyResolver } from "@/components/forms/lazy-resolver";

type Values = { email: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const ok: Resolver<Values> = async (values) => ({ values, errors: {} });

/** Issue 27: a form's rules load on its first use, once, and again after a failed load. */
describe("lazyResolver", () => {
  it("loads nothing with the page, then loads once and answers with the loaded rules", async () => {
    const load = jest.fn(async () => ok);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    expect(await resolver({ email: "a@example.com" }, undefined, OPTIONS)).toEqual({
      values: { email: "a@example.com" },
      errors: {},
    });
    await resolver({ email: "b@example.com" }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fails the check whose load failed, and loads again at the next", async () => {
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
      .mockResolvedValue(ok);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: "" }, undefined, OPTIONS)).rejects.toThrow(/Failed to fetch/);
    expect(await resolver({ email: "" }, undefined, OPTIONS)).toEqual({
      values: { email: "" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
