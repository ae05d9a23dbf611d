import {
  firstHostLabel,
  isOverrideAllowed,
  resolveStoreSlug,
  storeSlugForHost,
} from "@/lib/retail/host";

describe("storeSlugForHost", () => {
  it.each([
    ["dept.atelier-ardent.com", "dept-westchester"],
    ["dept-staging.atelier-ardent.com", "dept-westchester"],
    ["dept.localhost:3000", "dept-westchester"],
    ["DEPT.Example.COM", "dept-westchester"],
    ["goodhearts.atelier-ardent.com", "good-hearts-web"],
    ["stylist.atelier-ardent.com", "stylist-web"],
    ["stylist-staging.atelier-ardent.com", "stylist-web"],
    ["www.localhost", "web"],
    ["atelier-ardent.com", "web"],
    ["localhost:3000", "web"],
    ["127.0.0.1:3000", "web"],
    ["goodhearts-staging.atelier-ardent.com", "web"],
    ["shop.dept.atelier-ardent.com", "web"],
    ["", "web"],
  ])("%s -> %s", (host, slug) => {
    expect(storeSlugForHost(host)).toBe(slug);
  });

  it("treats a missing host as the own store", () => {
    expect(storeSlugForHost(null)).toBe("web");
    expect(storeSlugForHost(undefined)).toBe("web");
  });

  it("takes only the first label, without the port", () => {
    expect(firstHostLabel("Stylist.Example.com:8080")).toBe("stylist");
  });
});

describe("resolveStoreSlug override rules", () => {
  it("lets the test cookie override the host when allowed", () => {
    expect(
      resolveStoreSlug({
        host: "www.example.com",
        overrideCookie: "dept-manhattan",
        overrideAllowed: true,
      }),
    ).toBe("dept-manhattan");
  });

  it("ignores the test cookie when not allowed", () => {
    expect(
      resolveStoreSlug({
        host: "www.example.com",
        overrideCookie: "dept-manhattan",
        overrideAllowed: false,
      }),
    ).toBe("web");
    expect(
      resolveStoreSlug({ host: "dept.example.com", overrideCookie: "web", overrideAllowed: false }),
    ).toBe("dept-westchester");
  });

  it("ignores an override that is not a store slug", () => {
    expect(
      resolveStoreSlug({
        host: "stylist.example.com",
        overrideCookie: "admin",
        overrideAllowed: true,
      }),
    ).toBe("stylist-web");
  });

  it("allows the override outside production, and in production only with the flag", () => {
    expect(isOverrideAllowed("development", false)).toBe(true);
    expect(isOverrideAllowed("staging", false)).toBe(true);
    expect(isOverrideAllowed("test", false)).toBe(true);
    expect(isOverrideAllowed("production", false)).toBe(false);
    expect(isOverrideAllowed("production", true)).toBe(true);
  });
});
