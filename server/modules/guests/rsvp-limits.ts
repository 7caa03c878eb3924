import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter';
import { addressKey } from '../../kernel';

/**
 * How the RSVP lookup keeps a stranger from trying names one after another without locking out a
 * guest (issue 34): failed lookups (no match, or several households and no e-mail to tell them
 * apart) are counted per client address over 10 minutes. The first 10 are free; past them every
 * lookup from that address needs the bot check's solution (about a second of a phone's work), so
 * a guest who mistyped a few times, or a venue's Wi-Fi full of guests, still gets through, and a
 * script pays a proof of work per guess. Nothing is ever refused outright.
 */
const lookupWindowMs = 10 * 60_000;
export const freeFailedLookups = 10;
// The window only counts: no hit is refused; rsvpFind reads the count.
const failureRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: lookupWindowMs };
const failuresKey = (address: string) => addressKey('rsvp-lookup-failures', address);

/** Whether a lookup from this address must bring the bot check's solution. */
export async function lookupNeedsBotCheck(rateLimiter: RateLimiter, address: string): Promise<boolean> {
  return (await rateLimiter.count(failuresKey(address))) >= freeFailedLookups;
}

export async function recordFailedLookup(rateLimiter: RateLimiter, address: string): Promise<void> {
  await rateLimiter.hit(failuresKey(address), failureRule);
}

/** Notes to a couple's inbox from one address: a guest leaves one or two; more is someone filling the inbox. */
export const noteRule = { limit: 5, windowMs: 60 * 60_000 };
/** Answers from one address: a household changes its mind a few times; each may send a confirmation e-mail. */
export const answerRule = { limit: 20, windowMs: 10 * 60_000 };
