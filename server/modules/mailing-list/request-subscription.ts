import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import type { RequestContext } from '../../context';
import type { RateLimitRule } from '../../integrations/rate-limit/rate-limiter';
import { accountKey, addressKey, emailField, hashSecretToken, newSecretToken, throttle, parseInput } from '../../kernel';
import { confirmSubscriptionEmail } from './mailing-list-emails';
import { unsubscribeUrl } from './unsubscribe-link';
import { log } from '../../observability/log';

export const requestSubscriptionInput = z.object({
  email: emailField,
  /** The anti-bot field (a honeypot): hidden from people, so only a bot fills it in. */
  website: z.string().max(2000).nullish(),
});

const hour = 60 * 60_000;
/** Sign-ups from one client address. */
export const subscribePerAddress: RateLimitRule = { limit: 20, windowMs: hour };
/** Confirmation mails to one address: nobody can flood someone's inbox with them. */
export const confirmationsPerEmail: RateLimitRule = { limit: 3, windowMs: 24 * hour };
/** How long the confirmation link works. */
export const confirmationLifetimeMs = 48 * hour;

/**
 * The coming-soon page's mailing-list form (spec §2, §7): e-mails a one-time link that confirms
 * the address (double opt-in). The answer is the same for a new, a pending, a confirmed and an
 * unsubscribed address, and for a bot that filled the hidden field, so it tells nobody who is on
 * the list; the mail goes out after the answer. A confirmed subscriber stays as they are; anyone
 * else gets a new link (the one sent before stops working).
 */
export async function requestSubscription(ctx: RequestContext, input: unknown): Promise<void> {
  const { email, website } = parseInput(requestSubscriptionInput, input);
  await throttle(ctx.rateLimiter, [{ key: addressKey('subscribe', ctx.clientAddress), rule: subscribePerAddress }]);
  if (website) return;
  // Counted quietly: refusing out loud would say that this address was tried before.
  if (!(await ctx.rateLimiter.hit(accountKey('subscribe', email), confirmationsPerEmail)).allowed) return;

  const token = newSecretToken();
  const pending = {
    status: 'pending' as const,
    confirmTokenHash: hashSecretToken(token),
    confirmTokenExpiresAt: new Date(ctx.clock.now().getTime() + confirmationLifetimeMs),
  };
  const [subscriber] = await ctx.db
    .insert(mailingListSubscribers)
    .values({ email: email.toLowerCase(), userId: ctx.viewer?.id ?? null, ...pending })
    .onConflictDoUpdate({
      target: mailingListSubscribers.email,
      set: { ...pending, userId: sql`coalesce(excluded.user_id, ${mailingListSubscribers.userId})` },
      setWhere: sql`${mailingListSubscribers.status} <> 'confirmed'`,
    })
    .returning({ id: mailingListSubscribers.id, email: mailingListSubscribers.email });
  if (!subscriber) return;

  const links = {
    confirm: `${ctx.publicUrl}/mailing-list/confirm/${token}`,
    unsubscribe: await unsubscribeUrl(ctx.db, ctx.publicUrl, subscriber.id),
  };
  // Not awaited: a slow mail server must not make a new address answer later than a known one.
  void ctx.mailer
    .send(confirmSubscriptionEmail(ctx.settings['app.name'], subscriber.email, links))
    .catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Subscription confirmation e-mail not sent'));
}
