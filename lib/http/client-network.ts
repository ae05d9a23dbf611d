import ipaddr from "ipaddr.js";

/**
 * The network a client address stands for when failures are counted against it (issue 35): an
 * IPv4 address is one client, but an IPv6 host is given a whole /64 (RFC 6177, and every
 * residential ISP's practice), so counting its single addresses would hand a guesser 2^64 fresh
 * keys. Parsed by ipaddr.js (zone ids, embedded IPv4, every abbreviated form); an IPv4-mapped
 * IPv6 address is its IPv4 client. Anything that does not parse (`local` in development) is
 * returned as it is.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/64`);
  return `${network.toRFC5952String()}/64`;
}
