import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './calendar-import-url';

/** A published calendar is a few hundred kilobytes at most; more is not a calendar. */
export const maxCalendarBytes = 2 * 1024 * 1024;
const timeoutMs = 10_000;

type Resolve = (hostname: string, options: { all: true; family?: number }, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/**
 * A connection's lookup that resolves the name first, then refuses it if any address it resolves
 * to is not public (isPublicAddress): checked on the connection itself, so a name cannot pass a
 * check and then resolve elsewhere. `resolve` is the system's resolver (tests give their own).
 */
export function publicLookup(resolve: Resolve = (hostname, options, callback) => dnsLookup(hostname, options, callback)): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { family: options.family as number | undefined, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const found = addresses.find((entry) => isPublicAddress(entry.address));
      if (!found || addresses.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new Error(`${hostname} is not on the public internet`), '', 0);
      }
      if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, found.address, found.family);
    });
  };
}

/**
 * A calendar's text, fetched with a time limit and a size cap. `publicOnly` (the default) takes
 * only https addresses on public hosts; tests turn it off to fetch from a local server.
 */
export function downloadCalendar(address: string, { publicOnly = true } = {}): Promise<string> {
  const url = new URL(address);
  // An address written as an IP address is never looked up: it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (publicOnly && (url.protocol !== 'https:' || (isIP(literal) && !isPublicAddress(literal)))) {
    return Promise.reject(new Error(`refused: ${url.protocol}//${url.hostname} is not a public https address`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { timeout: timeoutMs, headers: { accept: 'text/calendar' }, ...(publicOnly ? { lookup: publicLookup() } : {}) }, (response) => {
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
