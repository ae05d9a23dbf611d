/**
 * @jest-environment node
 */
import { exitTarget, previewSecretMatches, safeRedirectPath } from "../../lib/content/preview";
import { safeImageSrc, safeLinkHref } from "../../lib/content/safe-url";

describe("safeRedirectPath (preview redirects)", () => {
  it.each([
    ["/craft", "/craft"],
    ["/journey/hbscny", "/journey/hbscny"],
    ["/drafts/fall-lookbook?x=1#top", "/drafts/fall-lookbook?x=1#top"],
    ["/", "/"],
    ["/a/../craft", "/craft"],
    ["/products/bag%20one", "/products/bag%20one"],
  ])("keeps the site path %p", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["craft"],
    ["//evil.example"],
    ["//evil.example/craft"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    [" /craft"],
    ["https://evil.example/"],
    ["http:/evil.example"],
    ["javascript:alert(1)"],
    ["/%2F%2Fevil.example"],
    ["/.//evil.example"],
    ["/api/preview?secret=x&path=/"],
    ["/api/preview/exit"],
    [`/${"a".repeat(3000)}`],
  ])("sends %p home instead", (input) => {
    const out = safeRedirectPath(input);
    expect(out === "/" || (out.startsWith("/") && !out.startsWith("//"))).toBe(true);
    expect(new URL(out, "https://shop.example").origin).toBe("https://shop.example");
    expect(out.startsWith("/api/preview")).toBe(false);
  });

  it("returns exactly / for the open-redirect attempts", () => {
    for (const input of ["//evil.example", "/\\evil.example", "https://evil.example", "/\t/x"]) {
      expect(safeRedirectPath(input)).toBe("/");
    }
  });
});

describe("previewSecretMatches", () => {
  it("accepts only the configured secret", () => {
    expect(previewSecretMatches("s3cret-value", "s3cret-value")).toBe(true);
    expect(previewSecretMatches("s3cret-valuE", "s3cret-value")).toBe(false);
    expect(previewSecretMatches("s3cret", "s3cret-value")).toBe(false);
    expect(previewSecretMatches("", "s3cret-value")).toBe(false);
    expect(previewSecretMatches(null, "s3cret-value")).toBe(false);
  });

  it("is off when no secret is configured", () => {
    expect(previewSecretMatches("", undefined)).toBe(false);
    expect(previewSecretMatches("anything", undefined)).toBe(false);
  });
});

describe("exitTarget", () => {
  it("prefers ?path=, then the referring page on this host", () => {
    expect(exitTarget("/craft", "http://shop.example/faq", "shop.example")).toBe("/craft");
    expect(exitTarget(null, "http://shop.example/faq?x=1", "shop.example")).toBe("/faq?x=1");
    expect(exitTarget(null, "https://evil.example/faq", "shop.example")).toBeNull();
    expect(exitTarget(null, "not a url", "shop.example")).toBeNull();
    expect(exitTarget(null, null, "shop.example")).toBeNull();
  });
});

describe("content URLs", () => {
  it("allows site paths, fragments, mailto, tel and http(s) links only", () => {
    expect(safeLinkHref("/craft")).toBe("/craft");
    expect(safeLinkHref("#care")).toBe("#care");
    expect(safeLinkHref("mailto:care@atelier-ardent.example")).toBe(
      "mailto:care@atelier-ardent.example",
    );
    expect(safeLinkHref("tel:+12125550100")).toBe("tel:+12125550100");
    expect(safeLinkHref("https://example.com/x")).toBe("https://example.com/x");
    for (const bad of [
      "javascript:alert(1)",
      "//evil",
      "/\\evil",
      "ftp://x",
      "data:,x",
      "https:evil",
    ]) {
      expect(safeLinkHref(bad)).toBeNull();
    }
  });

  it("allows images from this site only", () => {
    expect(safeImageSrc("/images/content/craft-hero.svg")).toBe("/images/content/craft-hero.svg");
    expect(safeImageSrc("https://cdn.example/x.png")).toBeNull();
    expect(safeImageSrc("//cdn.example/x.png")).toBeNull();
  });
});
