/**
 * @jest-environment node
 */
import { clientAddress, trustedHopsFrom } from "../../server/client-address.mjs";

/** A request as node:http gives it to server.mjs. */
const request = (remoteAddress: string | undefined, forwardedFor?: string | string[]) => ({
  socket: { remoteAddress },
  headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
});

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, 0],
    ["", 0],
    ["0", 0],
    ["1", 1],
    ["2", 2],
    ["10", 10],
    ["11", 10],
    ["-1", 0],
    ["yes", 0],
  ])("%p trusts %i hops", (value, hops) => {
    expect(trustedHopsFrom(value)).toBe(hops);
  });
});

describe("clientAddress", () => {
  describe("with no proxy trusted (TRUST_PROXY=0, the default)", () => {
    it("is the socket's peer", () => {
      expect(clientAddress(request("203.0.113.7"), 0)).toBe("203.0.113.7");
    });

    it("ignores every X-Forwarded-For a client writes", () => {
      expect(clientAddress(request("203.0.113.7", "198.51.100.1"), 0)).toBe("203.0.113.7");
      expect(clientAddress(request("203.0.113.7", "10.0.0.1, 198.51.100.1"), 0)).toBe(
        "203.0.113.7",
      );
    });
  });

  describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
    it("is the address the proxy appended, the socket being the proxy", () => {
      expect(clientAddress(request("10.0.0.2", "198.51.100.1"), 1)).toBe("198.51.100.1");
    });

    it("ignores entries the client put before the proxy's", () => {
      expect(clientAddress(request("10.0.0.2", "6.6.6.6, 198.51.100.1"), 1)).toBe("198.51.100.1");
      expect(clientAddress(request("10.0.0.2", ["6.6.6.6", "198.51.100.1"]), 1)).toBe(
        "198.51.100.1",
      );
    });

    it("is the socket when the proxy sent no header (a health check on the proxy's host)", () => {
      expect(clientAddress(request("10.0.0.2"), 1)).toBe("10.0.0.2");
      expect(clientAddress(request("10.0.0.2", " , "), 1)).toBe("10.0.0.2");
    });
  });

  describe("behind two trusted proxies (TRUST_PROXY=2)", () => {
    it("is the address the outer proxy saw", () => {
      // client -> edge (appends the client) -> inner (appends the edge) -> server
      expect(clientAddress(request("10.0.0.3", "198.51.100.1, 10.0.0.2"), 2)).toBe("198.51.100.1");
    });

    it("ignores a spoofed entry in front", () => {
      expect(clientAddress(request("10.0.0.3", "6.6.6.6, 198.51.100.1, 10.0.0.2"), 2)).toBe(
        "198.51.100.1",
      );
    });
  });

  describe("IPv4 peers on a dual-stack socket", () => {
    it("reads ::ffff:a.b.c.d as the IPv4 address, from the socket and from the header", () => {
      expect(clientAddress(request("::ffff:203.0.113.7"), 0)).toBe("203.0.113.7");
      expect(clientAddress(request("::ffff:10.0.0.2", "::FFFF:198.51.100.1"), 1)).toBe(
        "198.51.100.1",
      );
    });

    it("keeps real IPv6 addresses as they are", () => {
      expect(clientAddress(request("2001:db8::1"), 0)).toBe("2001:db8::1");
      expect(clientAddress(request("::1"), 0)).toBe("::1");
      expect(clientAddress(request("::ffff:10.0.0.2", "2001:db8::7"), 1)).toBe("2001:db8::7");
    });
  });

  it("is empty rather than a client's word when the socket is gone", () => {
    expect(clientAddress(request(undefined, "198.51.100.1"), 0)).toBe("");
  });
});
