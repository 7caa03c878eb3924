import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/client';
import { buildContext } from '../../server/build-context';
import type { RequestContext, SessionCookieWriter } from '../../server/context';
import { createMailer } from '../../server/integrations/mail/create-mailer';
import { createMemoryPageStore } from '../../server/integrations/page-cache/memory-page-store';
import type { PagePurger } from '../../server/integrations/page-cache/page-store';
import { createDiskStorage } from '../../server/integrations/storage/disk-storage';
import type { Viewer } from '../../server/kernel';

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
    ...buildContext({
      db,
      viewer,
      clientAddress: '192.0.2.1',
      mailer: createMailer({ outboxDir, from: 'Ever After <no-reply@localhost>' }),
      sessionCookie: recordSessionCookie(),
      publicFiles: createDiskStorage(join(scratch, 'images')),
      privateFiles: createDiskStorage(join(scratch, 'private')),
      requestId: 'test',
      pages: createMemoryPageStore({ maxBytes: 1024 * 1024 }),
      ...overrides,
    }),
    outboxDir,
  };
}

/** A page cache in memory that remembers the tags of every purge, in order (`purged`). */
export function recordPurges(): PagePurger & { purged: string[][] } {
  const store = createMemoryPageStore({ maxBytes: 1024 * 1024 });
  const purged: string[][] = [];
  return { purged, purge: (tags) => (purged.push(tags), store.purge(tags)) };
}
