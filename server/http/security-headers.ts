import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { MapTiles } from '../config';

/**
 * Strict headers for every response. Scripts need the per-response nonce (React Router's inline
 * hydration data); styles allow inline because Mantine sets CSS variables in style attributes (and
 * Leaflet positions tiles and markers with them). Images may also come from the map tile server.
 * A response that carries a Content-Security-Policy of its own keeps it: an SVG from /images/ is
 * sandboxed (no scripts, no same origin) by its own policy, which the pages' policy must not replace.
 */
export function securityHeaders(map: MapTiles): MiddlewareHandler {
  const siteHeaders = pageSecurityHeaders(map);
  return async (c, next) => {
    let own: string | null = null;
    await siteHeaders(c, async () => {
      await next();
      own = c.res.headers.get('Content-Security-Policy');
    });
    if (own !== null) c.res.headers.set('Content-Security-Policy', own);
  };
}

function pageSecurityHeaders(map: MapTiles) {
  const tileSource = tileImageSource(map.tileUrl);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(tileSource ? [tileSource] : [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'] },
  });
}

/**
 * The img-src source that admits a Leaflet tile URL template: its scheme and host, with a
 * {placeholder} label such as {s} as a wildcard (https://*.basemaps.cartocdn.com); null for a
 * root-relative template, which 'self' covers. The config has checked the template's shape.
 */
export function tileImageSource(tileUrl: string): string | null {
  const match = /^(https?):\/\/([^/]+)\//i.exec(tileUrl);
  if (!match) return null;
  const [, scheme, host] = match;
  const [first, ...rest] = host.split('.');
  return `${scheme.toLowerCase()}://${[first.includes('{') ? '*' : first, ...rest].join('.').toLowerCase()}`;
}
