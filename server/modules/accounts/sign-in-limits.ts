import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter';
import { accountKey, addressKey } from '../../kernel';

/**
 * Limits that stop guessing, not people (OWASP Authentication Cheat Sheet, "Account lockout";
 * NIST SP 800-63B §5.2.2): only failed sign-ins count, per account (known or not, so the count says
 * nothing about which accounts exist) and per client address, over 15 minutes. Past a limit the
 * account is never locked and the right password never refused: signing in asks for the bot check,
 * whose work doubles with every further step of failures, so guessing stays slow and costly while
 * the owner signs in after a second or a few.
 */
const failureWindowMs = 15 * 60_000;
// The windows count failures only: no hit is ever refused, the level below reads the counts.
const failureRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: failureWindowMs };
/** Failures before the check is asked, and per doubling of its work after that. */
const perAccount = { free: 10, step: 10 };
/** An address is many people (a venue's Wi-Fi, an office, a proxy without TRUST_PROXY): more leeway. */
const perAddress = { free: 50, step: 50 };
const maxLevel = 7;

const keysOf = (email: string, address: string) => ({ account: accountKey('sign-in-failures', email), address: addressKey('sign-in-failures', address) });

function levelFor(failures: number, { free, step }: { free: number; step: number }): number {
  return failures < free ? 0 : Math.min(maxLevel, 1 + Math.floor((failures - free) / step));
}

/** The bot check a sign-in must pass: 0 for none, else its level (1 about a second, each more doubles). */
export async function signInCheckLevel(rateLimiter: RateLimiter, email: string, address: string): Promise<number> {
  const keys = keysOf(email, address);
  const [account, fromAddress] = await Promise.all([rateLimiter.count(keys.account), rateLimiter.count(keys.address)]);
  return Math.max(levelFor(account, perAccount), levelFor(fromAddress, perAddress));
}

export async function recordSignInFailure(rateLimiter: RateLimiter, email: string, address: string): Promise<void> {
  const keys = keysOf(email, address);
  await Promise.all([rateLimiter.hit(keys.account, failureRule), rateLimiter.hit(keys.address, failureRule)]);
}

/** The owner got in: their account's count starts again (the address's stays: it is many people). */
export async function clearSignInFailures(rateLimiter: RateLimiter, email: string): Promise<void> {
  await rateLimiter.reset(keysOf(email, '').account);
}
