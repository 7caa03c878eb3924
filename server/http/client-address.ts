import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's IP address, for throttling. X-Forwarded-For can be written by anyone, so it is
 * read only behind our own proxy (TRUST_PROXY), and then its last entry: the one that proxy added.
 */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in process (tests) have no socket.
    return 'unknown';
  }
}
