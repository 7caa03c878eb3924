import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

// Addresses no calendar of the public internet lives at: loopback, private networks, link-local
// (cloud metadata), carrier-grade NAT, multicast and reserved. Fetching them would let a vendor
// reach the server's own network.
const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 3],
] as const) privateNetworks.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) privateNetworks.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is one of the public internet (an IPv4-mapped IPv6 address as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  return family !== 0 && !privateNetworks.check(ip, family === 4 ? 'ipv4' : 'ipv6');
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
