import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/client';
import { systemClock, type RequestContext, type SessionCookieWriter } from '../../server/context';
import { createMemoryChatBus } from '../../server/integrations/chat-bus/memory-chat-bus';
import { createMailer } from '../../server/integrations/mail/create-mailer';
import { createMemoryPageStore } from '../../server/integrations/page-cache/memory-page-store';
import type { PagePurger } from '../../server/integrations/page-cache/page-store';
import { builtinPayments } from '../../server/integrations/payments/payment-provider';
import { createMemoryRateLimiter } from '../../server/integrations/rate-limit/memory-rate-limiter';
import { createDiskStorage } from '../../server/integrations/storage/disk-storage';
import type { Viewer } from '../../server/modules/accounts';
import { readListingEntitlement } from '../../server/modules/billing';
import type { ChatEvent } from '../../server/modules/messaging';
import { refreshServiceSearch } from '../../server/modules/search';
import { defaultSettings } from '../../server/modules/platform/settings';

/** The session cookies a use case set or cleared, as a browser would have received them. */
export type RecordedSessionCookie = SessionCookieWriter & { readonly writes: ({ token: string; expiresAt: Date } | 'cleared')[] };

export function recordSessionCookie(): RecordedSessionCookie {
  const writes: RecordedSessionCookie['writes'] = [];
  return { writes, set: (token, expiresAt) => writes.push({ token, expiresAt }), clear: () => writes.push('cleared') };
}

/**
 * A request context for calling use cases in tests: the database and viewer given, real parts for
 * the rest (a memory rate limiter and chat bus, e-mail into a fresh outbox folder, default
 * settings, public and private files on disk, a page cache in memory), each replaceable by `overrides`. The outbox folder is `outboxDir`.
 */
export function testContext(db: Database, viewer: Viewer | null = null, overrides: Partial<RequestContext> = {}): RequestContext & { outboxDir: string } {
  // Folders made when first written to: most tests send no mail and store no picture or document.
  const scratch = join(tmpdir(), `ever-after-test-${randomUUID()}`);
  const outboxDir = join(scratch, 'outbox');
  return {
    db,
    viewer,
    session: null,
    settings: defaultSettings(),
    rateLimiter: createMemoryRateLimiter(),
    clientAddress: '192.0.2.1',
    mailer: createMailer({ outboxDir, from: 'Ever After <no-reply@localhost>' }),
    chatBus: createMemoryChatBus<ChatEvent>(),
    clock: systemClock,
    sessionCookie: recordSessionCookie(),
    publicUrl: 'http://localhost:3000',
    publicFiles: createDiskStorage(join(scratch, 'images')),
    privateFiles: createDiskStorage(join(scratch, 'private')),
    requestId: 'test',
    pages: createMemoryPageStore({ maxBytes: 1024 * 1024 }),
    listingEntitlements: readListingEntitlement,
    searchIndex: refreshServiceSearch,
    payments: builtinPayments,
    outboxDir,
    ...overrides,
  };
}

/** A page cache in memory that remembers the tags of every purge, in order (`purged`). */
export function recordPurges(): PagePurger & { purged: string[][] } {
  const store = createMemoryPageStore({ maxBytes: 1024 * 1024 });
  const purged: string[][] = [];
  return { purged, purge: (tags) => (purged.push(tags), store.purge(tags)) };
}
