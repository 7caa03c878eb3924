import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sessions, userIdentities, userRoles, users, type IdentityProvider } from '../../../db/schema/accounts';
import type { ProviderProfile } from '../../integrations/oauth/identity-providers';
import { RefusedError } from '../platform/errors';
import { beginSession, type SessionContext } from './begin-session';
import { loadViewer, type Viewer } from './viewer';

const providerNames: Record<IdentityProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Why a social sign-in did not complete: a code the login page turns into its message. */
export type ProviderSignInProblem = 'failed' | 'no-email' | 'unconfirmed-email';

export class ProviderSignInRefused extends RefusedError {
  constructor(readonly problem: ProviderSignInProblem, provider: IdentityProvider) {
    super(providerSignInMessage(provider, problem), 'FORBIDDEN');
  }
}

/** The login page's message for a social sign-in that did not complete. */
export function providerSignInMessage(provider: IdentityProvider, problem: ProviderSignInProblem): string {
  const name = providerNames[provider];
  if (problem === 'no-email') return `${name} did not share your e-mail address with us. Allow it, or sign up with your e-mail instead.`;
  if (problem === 'unconfirmed-email') {
    return `An account with this e-mail already exists, and ${name} has not confirmed the address to us. Sign in with your password instead.`;
  }
  return `Signing in with ${name} did not complete. Please try again.`;
}

/**
 * Signs in with a profile a provider vouched for (spec §1 social sign-in): the account already
 * linked to it; else the account with the same e-mail, linked only when the provider verified
 * that address; else a new couple's account. Then a new session, as with a password.
 */
export async function signInWithProvider(context: SessionContext, provider: IdentityProvider, profile: ProviderProfile): Promise<Viewer> {
  const userId = await context.db.transaction((tx) => findOrCreateUser(tx, provider, profile));
  await beginSession(context, userId);
  return (await loadViewer(context.db, userId))!;
}

async function findOrCreateUser(db: Database, provider: IdentityProvider, profile: ProviderProfile): Promise<number> {
  const [linked] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.subject)));
  if (linked) return linked.userId;

  if (!profile.email) throw new ProviderSignInRefused('no-email', provider);
  const [existing] = await db
    .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${profile.email})`);

  if (existing) {
    if (!profile.emailVerified) throw new ProviderSignInRefused('unconfirmed-email', provider);
    if (!existing.emailVerifiedAt) {
      // Nobody ever proved they own this unconfirmed account's address, while the provider has:
      // whoever set its password may not be its owner (pre-hijacking), so that password and its
      // sessions go, and the address counts as confirmed.
      await db.update(users).set({ passwordHash: null, emailVerifiedAt: new Date() }).where(and(eq(users.id, existing.id), isNull(users.emailVerifiedAt)));
      await db.delete(sessions).where(eq(sessions.userId, existing.id));
    }
    await db.insert(userIdentities).values({ provider, subject: profile.subject, userId: existing.id, email: profile.email });
    return existing.id;
  }

  const [created] = await db
    .insert(users)
    .values({
      email: profile.email,
      firstName: profile.firstName?.trim() || profile.email.split('@')[0],
      lastName: profile.lastName?.trim() || null,
      emailVerifiedAt: profile.emailVerified ? new Date() : null,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: created.id, role: 'user' });
  await db.insert(userIdentities).values({ provider, subject: profile.subject, userId: created.id, email: profile.email });
  return created.id;
}
