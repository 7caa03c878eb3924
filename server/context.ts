import type { Database } from '../db/client';
import type { IdentityProvider } from '../db/schema';
import type { MapTiles } from './config';
import type { Mailer } from './integrations/mail/create-mailer';
import type { PagePurger, PageRecord } from './integrations/page-cache/page-store';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import type { RateLimiter } from './integrations/rate-limit/rate-limiter';
import type { FileStorage } from './integrations/storage/file-storage';
// The kernel's files, not its index: the index re-exports files that import this one.
import type { ChatEventBus } from './kernel/chat-events';
import type { Clock } from './kernel/clock';
import type { Settings } from './kernel/settings';
import type { CurrentSession, Viewer } from './kernel/viewer';

// Types only, importing no module: modules import RequestContext from here, and the context is
// built by server/build-context.ts (the HTTP edge, the jobs, the seed and the tests alike).

/** Writes or removes the session cookie on this request's response. */
export type SessionCookieWriter = {
  set(token: string, expiresAt: Date): void;
  clear(): void;
};

/**
 * The browser a request comes from, as the sessions list and the sign-in history describe it: its
 * User-Agent, the place the request's proxy headers guess (never the address itself), and the
 * device cookie, a random token that tells a browser the account has used before from a new one.
 */
export type RequestDevice = {
  userAgent: string | null;
  /** "Sydney, Australia", "New Zealand"; null when nothing says (no trusted proxy header). */
  place: string | null;
  /** The device cookie's token, null when the browser carries none yet. */
  token: string | null;
  /** Gives the browser its device cookie (on this request's response). */
  remember(token: string): void;
};

/** What a vendor's subscription in a category allows their listings there (billing decides). */
export type ListingEntitlement = {
  subscribed: boolean;
  maxPhotos: number;
  /** How many more options each checkbox group allows than its own maximum ("Extra Styles" add-ons, by attribute name). */
  extraChoices: Record<string, number>;
};

/**
 * Billing's answer for a vendor's listings in a category, reached through the context so that
 * catalog (publishing, the photo limit) asks billing without importing it: billing imports
 * catalog (listing holds), so the other direction would be a cycle. buildContext passes billing's
 * use case `readListingEntitlement`, whose input is `{ vendorId, categoryId }`.
 */
export type ListingEntitlements = (ctx: RequestContext, input: unknown) => Promise<ListingEntitlement>;

/**
 * The search module's refreshServiceSearch, reached through the context so that the catalog's
 * writes update search without importing it: search imports catalog (its cards and categories),
 * so the other direction would be a cycle. Called with a context on the writer's transaction
 * (`{ ...ctx, db: tx }`). The reviews module calls it too (issue 32), with `reviewScoresOnly`, so
 * search's rows carry each listing's Bayesian mean: after a review write (its listing), and after
 * the daily prior job (every row, no `serviceIds`).
 */
export type SearchIndexer = (ctx: RequestContext, input: { serviceIds?: number[]; reviewScoresOnly?: boolean }) => Promise<void>;

/**
 * What a use case knows about the request it serves: the first argument of every use case
 * (`useCase(ctx, input)`), built by `buildContext` (server/build-context.ts): once per request by
 * the HTTP edge, and for background jobs, the seed and tests.
 */
export type RequestContext = {
  db: Database;
  /** Signed-in user, or null for a visitor (and for background jobs). */
  viewer: Viewer | null;
  /** The viewer's session (how they are signed in), null for a visitor. */
  session: CurrentSession | null;
  settings: Settings;
  /** Counts attempts per key (throttling), shared by every server instance through Redis when REDIS_URL is set. */
  rateLimiter: RateLimiter;
  /** The client's IP address (from X-Forwarded-For only behind a trusted proxy), for throttling. */
  clientAddress: string;
  /** Sends e-mail: over SMTP (SMTP_URL), else as .eml files into DATA_DIR/outbox. */
  mailer: Mailer;
  /** Live chat events to people's open streams, across every server instance through Redis when REDIS_URL is set. */
  chatBus: ChatEventBus;
  clock: Clock;
  /** Starts or ends the browser's session cookie (a no-op outside a browser's request). */
  sessionCookie: SessionCookieWriter;
  /** The requesting browser (a no-op device without a browser's request: jobs, the seed, tests). */
  device: RequestDevice;
  /** Origin for absolute links (canonical URLs, sitemaps, e-mails): PUBLIC_URL, else the request's own. */
  publicUrl: string;
  /**
   * Public uploads (listing photos with their resized copies, brochures, avatars), served under
   * /images/: DATA_DIR/images, or under public/ in the S3 bucket when S3_BUCKET is set, so every
   * server instance serves the same files.
   */
  publicFiles: FileStorage;
  /**
   * Private uploads (vendors' verification documents): readable only through use cases, never
   * served statically. DATA_DIR/private, or an S3 bucket when S3_BUCKET is set.
   */
  privateFiles: FileStorage;
  /** This request's id: the id its errors are logged and stored under, which the error screen shows. */
  requestId: string;
  /**
   * The cached pages (and a CDN's, when one is configured): a use case that changes what pages show
   * purges their tags through platform's `purgePages` once its write has committed.
   */
  pages: PagePurger;
  /** Billing's listing entitlements (see ListingEntitlements). */
  listingEntitlements: ListingEntitlements;
  /** The search module's refresh of listings' search rows (see SearchIndexer). */
  searchIndex: SearchIndexer;
  /** Who collects subscriptions: the built-in tax invoices, or Stripe when STRIPE_SECRET_KEY is set. */
  payments: PaymentProvider;
};

/**
 * The request context as the HTTP edge builds it: the use cases' part plus what only adapters read
 * (the request itself, response headers, the CSP nonce, rendering options). Adapters pass this one
 * object, unchanged, to use cases.
 */
export type HttpRequestContext = RequestContext & {
  request: Request;
  /** Headers added to this request's response, whatever answers it (a page, an action, /graphql). */
  responseHeaders: Headers;
  /** The social sign-in providers that are configured (their buttons show). */
  signInProviders: IdentityProvider[];
  /** Per-response Content-Security-Policy nonce for inline scripts. */
  nonce: string;
  /** Map tile URL template and attribution (configuration), for the pages' maps. */
  map: MapTiles;
  /** Server rendering: the client build's stylesheets by href, to inline them (absent without a client build). */
  readStylesheet?: (href: string) => string | undefined;
  /** ERROR_PROBE_ROUTE: /error-probe fails on purpose (end-to-end tests of the error screen). */
  errorProbe?: boolean;
  /** Present while a visitor's page may be cached: the loaders tag it with what it shows (`tagPage`). */
  page?: PageRecord;
};
