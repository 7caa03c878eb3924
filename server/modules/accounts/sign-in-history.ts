import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { signInEvents, users, type SignInMethod } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { newDeviceEmail } from './account-emails';
import { log } from '../../observability/log';

/** Sign-in history is kept a year: long enough to know a device, and to answer "was this me?". */
export const signInHistoryMonths = 12;

type SignIn = { userId: number; method: SignInMethod; device: string | null; place: string | null; deviceHash: string | null; at: Date };

/**
 * Writes a sign-in to the person's history. A sign-in from a device the account never used before
 * (its device cookie unknown to the history), when it is not the account's first sign-in ever,
 * e-mails the person where and when, and what to do if it was not them. The mail is sent after the
 * row is written, and a failure to send it never fails the sign-in.
 */
export async function recordSignIn(ctx: Pick<RequestContext, 'db' | 'mailer' | 'settings' | 'publicUrl'>, signIn: SignIn): Promise<void> {
  const { db } = ctx;
  const [history] = await db
    .select({
      any: sql<boolean>`count(*) > 0`,
      knownDevice: sql<boolean>`coalesce(bool_or(${signInEvents.deviceHash} = ${signIn.deviceHash}), false)`,
      lastPlace: sql<string | null>`(array_agg(${signInEvents.place} order by ${signInEvents.at} desc))[1]`,
    })
    .from(signInEvents)
    .where(eq(signInEvents.userId, signIn.userId));
  await db.insert(signInEvents).values(signIn);
  if (!history?.any || history.knownDevice) return;
  const [person] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, signIn.userId));
  if (!person) return;
  const timeZone = history.lastPlace?.endsWith('New Zealand') ? 'Pacific/Auckland' : 'Australia/Sydney';
  await ctx.mailer
    .send(newDeviceEmail(ctx.settings['app.name'], person, { ...signIn, timeZone }, `${ctx.publicUrl}/profile?tab=password#sessions`))
    .catch((error: unknown) => log.error({ err: error }, 'New sign-in notice not sent'));
}

/** Removes history older than a year (swept when a session begins, as expired sessions are). */
export async function pruneSignInHistory(db: Database, now: Date): Promise<void> {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - signInHistoryMonths);
  await db.delete(signInEvents).where(lt(signInEvents.at, before));
}
