import type { MiddlewareHandler } from 'hono';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing request, on top of SameSite cookies: a browser always
 * names the page that sent a POST in Origin (or at least says cross-site in Sec-Fetch-Site), so a
 * request from another site is refused before it reaches a form action or a GraphQL mutation. This
 * also stops login CSRF (signing a victim into someone else's account). Clients without a browser
 * send neither header and cannot carry a victim's cookie, so they pass. The origins CORS_ORIGINS
 * trusts (`apiOrigins`) may also post to /graphql, as CORS lets them (server/http/graphql-cors.ts).
 */
export function sameOriginCheck(siteOrigin: (request: Request) => string, apiOrigins: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const allowed = new Set([new URL(c.req.url).origin, siteOrigin(c.req.raw), ...(c.req.path === '/graphql' ? apiOrigins : [])]);
    const crossSite = origin ? origin === 'null' || !allowed.has(origin) : c.req.header('sec-fetch-site') === 'cross-site';
    if (crossSite) return c.text('Cross-site request refused.', 403, { 'Cache-Control': 'no-store' });
    return next();
  };
}
