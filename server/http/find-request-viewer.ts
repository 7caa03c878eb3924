import { writeCountOf, type Database } from '../../db/client';
import type { RequestContext } from '../context';
import { findSessionViewer } from '../modules/accounts';
import { readSessionToken } from './session-cookie';

type Found = NonNullable<Awaited<ReturnType<typeof findSessionViewer>>>;
type Remembered = { found: Found; writes: number; until: number };

const rememberMs = 5_000;
const maxRemembered = 10_000;
const remembered = new WeakMap<Database, Map<string, Remembered>>();

/**
 * The signed-in viewer of a request (bearer header or session cookie), with the token they used.
 *
 * On the embedded database a session found is remembered for a few seconds, for as long as no
 * statement that may write has been sent to the database since it was read (`writeCountOf`): a
 * sign-out, a suspension, a profile or role change, any write at all, and the next request reads
 * it again. A signed-in page then costs one query fewer on the only thread. On PostgreSQL, which
 * other instances write to, every request reads it.
 */
export async function findRequestViewer(ctx: RequestContext, request: Request, secure: boolean) {
  const { db } = ctx;
  const carried = readSessionToken(request, secure);
  if (!carried) return null;
  const writes = writeCountOf(db);
  let sessions = remembered.get(db);
  if (writes !== undefined && !sessions) remembered.set(db, (sessions = new Map()));
  const now = Date.now();
  const known = sessions?.get(carried.token);
  if (known && known.writes === writes && known.until > now && known.found.session.expiresAt.getTime() > now) {
    // Renewed when it was read, not now: no cookie to send again.
    return { ...known.found, session: { ...known.found.session, renewed: false }, token: carried.token };
  }
  const found = await findSessionViewer(ctx, { token: carried.token });
  // Kept only when nothing may have written while it was read (its own renewal included).
  if (found && sessions && writes !== undefined && writeCountOf(db) === writes) {
    sessions.delete(carried.token);
    if (sessions.size >= maxRemembered) sessions.delete(sessions.keys().next().value!);
    sessions.set(carried.token, { found, writes, until: now + rememberMs });
  }
  return found && { ...found, token: carried.token };
}
