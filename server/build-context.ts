import type { RequestContext, RequestDevice, SessionCookieWriter } from './context';
import { createMemoryChatBus } from './integrations/chat-bus/memory-chat-bus';
import type { Mailer } from './integrations/mail/create-mailer';
import type { PagePurger } from './integrations/page-cache/page-store';
import { builtinPayments } from './integrations/payments/payment-provider';
import { createMemoryRateLimiter } from './integrations/rate-limit/memory-rate-limiter';
import type { FileStorage } from './integrations/storage/file-storage';
import { defaultSettings, systemClock, type ChatEvent } from './kernel';
import { readListingEntitlement } from './modules/billing';
import { refreshServiceSearch } from './modules/search';

const noSessionCookie: SessionCookieWriter = { set() {}, clear() {} };
const noDevice: RequestDevice = { userAgent: null, place: null, token: null, remember() {} };

/** Work without a request must say where its e-mail goes: there is no default. */
const noMailer: Mailer = {
  send: () => Promise.reject(new Error('This context has no mailer: pass one to buildContext.')),
};

/** …nor where files are kept (a default folder could hide uploads where nobody looks). */
function noFileStorage(kind: 'private' | 'public'): FileStorage {
  const refuse = () => Promise.reject(new Error(`This context has no ${kind} file storage: pass one to buildContext.`));
  return { put: refuse, get: refuse, remove: refuse };
}

/** Without a page cache (the seed, tests) there is nothing to purge. */
const noPages: PagePurger = { purge: async () => {} };

/**
 * The one builder of a request context: the HTTP edge builds one per request (adding what only
 * adapters read, `HttpRequestContext`), the job runner one for its jobs, and the seed, benchmarks
 * and tests theirs. What is not given is the embedded default: no viewer (so every use case applies
 * its rules as it would to a visitor), settings at their defaults, limits and chat events in this
 * process, the system clock, no page cache to purge, billing's listing entitlements and search's
 * index refresh, the built-in tax invoices; but e-mail and files work only when `mailer`,
 * `privateFiles` and `publicFiles` are given.
 */
export function buildContext(parts: Pick<RequestContext, 'db'> & Partial<RequestContext>): RequestContext {
  return {
    viewer: null,
    session: null,
    // Made only when not given: the HTTP edge builds a context per request with its own, and a
    // memory rate limiter runs a timer.
    settings: parts.settings ?? defaultSettings(),
    rateLimiter: parts.rateLimiter ?? createMemoryRateLimiter(),
    clientAddress: 'system',
    mailer: noMailer,
    chatBus: parts.chatBus ?? createMemoryChatBus<ChatEvent>(),
    clock: systemClock,
    sessionCookie: noSessionCookie,
    device: noDevice,
    publicUrl: 'http://localhost:3000',
    publicFiles: noFileStorage('public'),
    privateFiles: noFileStorage('private'),
    requestId: 'system',
    pages: noPages,
    listingEntitlements: readListingEntitlement,
    searchIndex: refreshServiceSearch,
    payments: builtinPayments,
    ...parts,
  };
}
