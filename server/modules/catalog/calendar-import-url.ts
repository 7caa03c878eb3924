import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

// Addresses no calendar of the public internet lives at. Fetching them would let a vendor reach
// the server's own network, so every range that is this machine, a private or link-local network
// (cloud metadata), or that carries an IPv4 address inside IPv6 (mapped, compatible, translated,
// NAT64, 6to4, Teredo: a gateway would turn it into that IPv4 address) is refused, with the
// reserved, documentation and multicast ranges. Node's BlockList compares addresses as numbers, so
// no spelling of an address (hex, dotted, shortened) slips past.
export const blockedNetworks = {
  ipv4: [
    ['0.0.0.0', 8, 'this network'],
    ['10.0.0.0', 8, 'private'],
    ['100.64.0.0', 10, 'carrier-grade NAT'],
    ['127.0.0.0', 8, 'loopback'],
    ['169.254.0.0', 16, 'link-local'],
    ['172.16.0.0', 12, 'private'],
    ['192.0.0.0', 24, 'IETF protocol assignments'],
    ['192.0.2.0', 24, 'documentation'],
    ['192.88.99.0', 24, '6to4 relay'],
    ['192.168.0.0', 16, 'private'],
    ['198.18.0.0', 15, 'benchmarking'],
    ['198.51.100.0', 24, 'documentation'],
    ['203.0.113.0', 24, 'documentation'],
    ['224.0.0.0', 3, 'multicast and reserved'],
  ],
  ipv6: [
    ['::', 96, 'IPv4-compatible, unspecified and loopback'],
    ['::ffff:0:0', 96, 'IPv4-mapped'],
    ['::ffff:0:0:0', 96, 'IPv4-translated'],
    ['64:ff9b::', 96, 'NAT64'],
    ['64:ff9b:1::', 48, 'local NAT64'],
    ['100::', 64, 'discard'],
    ['2001::', 32, 'Teredo'],
    ['2001:db8::', 32, 'documentation'],
    ['2002::', 16, '6to4'],
    ['fc00::', 7, 'unique local'],
    ['fe80::', 10, 'link-local'],
    ['fec0::', 10, 'site-local'],
    ['ff00::', 8, 'multicast'],
  ],
} as const;

// One list per family: BlockList matches IPv4 addresses against IPv6 rules as IPv4-mapped or
// -compatible ones, so ::/96 alone would refuse every IPv4 address.
const privateNetworks = { ipv4: new BlockList(), ipv6: new BlockList() };
for (const [network, prefix] of blockedNetworks.ipv4) privateNetworks.ipv4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of blockedNetworks.ipv6) privateNetworks.ipv6.addSubnet(network, prefix, 'ipv6');

/**
 * Whether an IP address is one of the public internet: not in any blocked network of its family
 * (a zone index is ignored). Anything that is not an IP address is not public.
 */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(ip);
  if (family === 0) return false;
  return family === 4 ? !privateNetworks.ipv4.check(ip, 'ipv4') : !privateNetworks.ipv6.check(ip, 'ipv6');
}

const refusedHostMessage = 'Give the https address your calendar publishes (an address on the internet).';

/** The host names that are this machine or its network by name, whatever they resolve to. */
const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.');

/** A calendar address to import: https, on a public host (names are checked again when fetched). */
export const calendarImportUrlField = z
  .string()
  .trim()
  .max(2000, 'Keep the address under 2000 characters.')
  .refine((text) => {
    const url = URL.parse(text.replace(/^webcal:\/\//i, 'https://'));
    if (!url || url.protocol !== 'https:' || url.username || url.password) return false;
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return isIP(host) ? isPublicAddress(host) : !isLocalName(host);
  }, refusedHostMessage)
  .transform((text) => text.replace(/^webcal:\/\//i, 'https://'));
