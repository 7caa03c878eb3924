import type { Database } from '../../db/client';
import type { IdentityProvider } from '../../db/schema';
import type { MapTiles } from '../config';
import type { Mailer } from '../integrations/mail/create-mailer';
import type { RateLimiter } from '../integrations/rate-limit/rate-limiter';
import type { Settings } from '../modules/platform/settings';
import type { CurrentSession } from '../modules/accounts/find-session-viewer';
import type { Viewer } from '../modules/accounts/viewer';
import type { ChatEventBus } from '../modules/messaging/chat-events';

/** Writes or removes the session cookie on this request's response. */
export type SessionCookieWriter = {
  set(token: string, expiresAt: Date): void;
  clear(): void;
};

/** What every resolver and loader knows about the request. */
export type RequestContext = {
  db: Database;
  /** Sends e-mail: over SMTP (SMTP_URL), else as .eml files into DATA_DIR/outbox. */
  mailer: Mailer;
  /** Counts attempts per key (throttling), shared by every server instance through Redis when REDIS_URL is set. */
  rateLimiter: RateLimiter;
  /** Live chat events to people's open streams, across every server instance through Redis when REDIS_URL is set. */
  chatBus: ChatEventBus;
  settings: Settings;
  /** Signed-in user, or null for a visitor. */
  viewer: Viewer | null;
  /** The viewer's session (how they are signed in), null for a visitor. */
  session: CurrentSession | null;
  sessionCookie: SessionCookieWriter;
  /** Headers added to this request's response, whatever answers it (a page, an action, /graphql). */
  responseHeaders: Headers;
  /** The client's IP address (from X-Forwarded-For only behind a trusted proxy), for throttling. */
  clientAddress: string;
  /** The social sign-in providers that are configured (their buttons show). */
  signInProviders: IdentityProvider[];
  request: Request;
  /** This request's id: the id its errors are logged and stored under, which the error screen shows. */
  requestId: string;
  /** ERROR_PROBE_ROUTE: /error-probe fails on purpose (end-to-end tests of the error screen). */
  errorProbe?: boolean;
  /** Origin for absolute links (canonical URLs, sitemaps, Open Graph): PUBLIC_URL, else the request's own. */
  publicUrl: string;
  /** DATA_DIR/images, served under /images/: where uploads (avatars) are stored. */
  imagesDir: string;
  /** Per-response Content-Security-Policy nonce for inline scripts. */
  nonce: string;
  /** Server rendering: the client build's stylesheets by href, to inline them (absent without a client build). */
  readStylesheet?: (href: string) => string | undefined;
  /** Map tile URL template and attribution (configuration), for the pages' maps. */
  map: MapTiles;
};
