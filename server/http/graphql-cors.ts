import type { MiddlewareHandler } from 'hono';

/** The request headers a cross-origin client of /graphql may send (spec §7: a bearer token). */
const allowedRequestHeaders = 'Accept, Authorization, Content-Type';

/**
 * CORS for /graphql (issue 29): same origin only, unless CORS_ORIGINS names other origins. Only an
 * origin on that list gets Access-Control-Allow-Origin (its own, never `*`, never whatever the
 * request says) with credentials; any other origin gets no CORS header at all, so a browser keeps
 * the answer from its page. Every answer varies by Origin, so no cache hands one origin's to another.
 * A preflight (OPTIONS) is answered here, 204, whatever the origin.
 */
export function graphqlCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const trusted = origin !== undefined && allowed.has(origin);
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Allow: 'GET, POST, OPTIONS', Vary: 'Origin', 'Cache-Control': 'no-store' });
      if (trusted) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', 'GET, POST');
        headers.set('Access-Control-Allow-Headers', allowedRequestHeaders);
        headers.set('Access-Control-Max-Age', '600');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (trusted) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    }
  };
}
