import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { identityProviders, sessions, userIdentities, userRoles, users, type IdentityProvider } from '../../../db/schema/accounts';
import { providerSignInMessage, type ProviderSignInProblem } from '../../../shared/accounts/provider-sign-in';
import type { RequestContext } from '../../context';
import type { ProviderProfile } from '../../integrations/oauth/identity-providers';
import { parseInput, RefusedError } from '../../kernel';
import { beginSession } from './begin-session';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';

/** The provider and the profile it vouched for (ProviderProfile), as the OAuth callback fetched it. */
export const signInWithProviderInput = z.object({
  provider: z.enum(identityProviders),
  profile: z.object({
    subject: z.string().min(1).max(255),
    email: z.string().max(254).nullable(),
    emailVerified: z.boolean(),
    firstName: z.string().max(255).nullable(),
    lastName: z.string().max(255).nullable(),
  }) satisfies z.ZodType<ProviderProfile>,
});

const refused = (provider: IdentityProvider, problem: ProviderSignInProblem) => new RefusedError(providerSignInMessage(provider, problem), 'FORBIDDEN');

/**
 * Signs in with a profile a provider vouched for (spec §1 social sign-in): the account already
 * linked to it; else the account with the same e-mail, linked only when the provider verified
 * that address; else a new couple's account. Then a new session, as with a password. Anyone may:
 * the profile is the server's own (fetched from the provider with the callback's code); a
 * refusal's message is one of the login page's (providerSignInMessage).
 */
export async function signInWithProvider(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { provider, profile } = parseInput(signInWithProviderInput, input);
  const now = ctx.clock.now();
  const userId = await ctx.db.transaction((tx) => findOrCreateUser(tx, provider, profile, now));
  await beginSession(ctx, userId, provider);
  return (await loadViewer(ctx.db, userId))!;
}

async function findOrCreateUser(db: Database, provider: IdentityProvider, profile: ProviderProfile, now: Date): Promise<number> {
  const [linked] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.subject)));
  if (linked) return linked.userId;

  if (!profile.email) throw refused(provider, 'no-email');
  const [existing] = await db
    .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${profile.email})`);

  if (existing) {
    if (!profile.emailVerified) throw refused(provider, 'unconfirmed-email');
    if (!existing.emailVerifiedAt) {
      // Nobody ever proved they own this unconfirmed account's address, while the provider has:
      // whoever set its password may not be its owner (pre-hijacking), so that password and its
      // sessions go, and the address counts as confirmed.
      await db.update(users).set({ passwordHash: null, emailVerifiedAt: now }).where(and(eq(users.id, existing.id), isNull(users.emailVerifiedAt)));
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
      emailVerifiedAt: profile.emailVerified ? now : null,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: created.id, role: 'user' });
  await db.insert(userIdentities).values({ provider, subject: profile.subject, userId: created.id, email: profile.email });
  return created.id;
}
