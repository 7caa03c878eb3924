import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './calendar-import-url';

/** A published calendar is a few hundred kilobytes at most; more is not a calendar. */
export const maxCalendarBytes = 2 * 1024 * 1024;
const timeoutMs = 10_000;

// Resolves as usual, then refuses a name that points into a private network: checked on the
// connection itself, so a name cannot pass a check and then resolve elsewhere.
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const found = addresses.find((entry) => isPublicAddress(entry.address));
    if (!found || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(new Error(`${hostname} is not on the public internet`), '', 0);
    }
    if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
    callback(null, found.address, found.family);
  });
};

/**
 * A calendar's text, fetched with a time limit and a size cap. `publicOnly` (the default) takes
 * only https addresses on public hosts; tests turn it off to fetch from a local server.
 */
export function downloadCalendar(address: string, { publicOnly = true } = {}): Promise<string> {
  const url = new URL(address);
  if (publicOnly && (url.protocol !== 'https:' || (isIP(url.hostname.replace(/^\[|\]$/g, '')) && !isPublicAddress(url.hostname.replace(/^\[|\]$/g, ''))))) {
    return Promise.reject(new Error(`refused: ${url.protocol}//${url.hostname} is not a public https address`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { timeout: timeoutMs, headers: { accept: 'text/calendar' }, ...(publicOnly ? { lookup: publicLookup } : {}) }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`answered ${response.statusCode}`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxCalendarBytes) request.destroy(new Error(`larger than ${maxCalendarBytes} bytes`));
        else chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}
