import type { Database } from '../../db/client';
import type { MapTiles } from '../config';
import type { Mailer } from '../integrations/mail/create-mailer';
import type { RateLimiter } from '../integrations/rate-limit/rate-limiter';
import type { Settings } from '../modules/platform/settings';
import type { Viewer } from '../modules/accounts/viewer';

/** What every resolver and loader knows about the request. */
export type RequestContext = {
  db: Database;
  /** Sends e-mail: over SMTP (SMTP_URL), else as .eml files into DATA_DIR/outbox. */
  mailer: Mailer;
  /** Counts attempts per key (throttling), shared by every server instance through Redis when REDIS_URL is set. */
  rateLimiter: RateLimiter;
  settings: Settings;
  /** Signed-in user, or null for a visitor. */
  viewer: Viewer | null;
  request: Request;
  /** Origin for absolute links (canonical URLs, sitemaps, Open Graph): PUBLIC_URL, else the request's own. */
  publicUrl: string;
  /** Per-response Content-Security-Policy nonce for inline scripts. */
  nonce: string;
  /** Server rendering: the client build's stylesheets by href, to inline them (absent without a client build). */
  readStylesheet?: (href: string) => string | undefined;
  /** Map tile URL template and attribution (configuration), for the pages' maps. */
  map: MapTiles;
};
