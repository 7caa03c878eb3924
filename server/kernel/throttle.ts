import type { RateLimiter, RateLimitRule } from '../integrations/rate-limit/rate-limiter';
import { RefusedError } from './errors';

const minute = 60_000;

/** Counts one attempt against every key; refuses with "Too many attempts" when any is over its limit. */
export async function throttle(rateLimiter: RateLimiter, checks: { key: string; rule: RateLimitRule }[]): Promise<void> {
  const results = await Promise.all(checks.map(({ key, rule }) => rateLimiter.hit(key, rule)));
  const waitMs = Math.max(0, ...results.filter((result) => !result.allowed).map((result) => result.retryAfterMs));
  if (results.every((result) => result.allowed)) return;
  const minutes = Math.max(1, Math.ceil(waitMs / minute));
  throw new RefusedError(
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'TOO_MANY_ATTEMPTS',
    Math.ceil(waitMs / 1000),
  );
}

/** The key of an e-mail address, whatever its letter case. */
export const accountKey = (purpose: string, email: unknown) => `${purpose}:account:${String(email ?? '').trim().toLowerCase()}`;
export const addressKey = (purpose: string, address: string) => `${purpose}:address:${address}`;

/**
 * What one person may upload in an hour (issue 29): files of every kind (listing photos and
 * brochures, verification documents, blog pictures), of them at most 10 profile pictures. 120 is
 * four listings' worth of photos (the Extra Photos add-on's 30 each) in one sitting; a person
 * past it is a script. Counted per file, before the file is read.
 */
export const uploadRules = {
  filesPerPerson: { limit: 120, windowMs: 60 * minute },
  avatarsPerPerson: { limit: 10, windowMs: 60 * minute },
} satisfies Record<string, RateLimitRule>;

/** Counts `files` uploads (an avatar when `avatar`) against the person; refuses with "Too many uploads" past the limits. */
export async function throttleUploads(rateLimiter: RateLimiter, person: { id: number }, { files = 1, avatar = false }: { files?: number; avatar?: boolean } = {}): Promise<void> {
  const checks = [...Array.from({ length: files }, () => ({ key: `uploads:person:${person.id}`, rule: uploadRules.filesPerPerson })), ...(avatar ? [{ key: `uploads:avatar:${person.id}`, rule: uploadRules.avatarsPerPerson }] : [])];
  const results = [];
  for (const { key, rule } of checks) results.push(await rateLimiter.hit(key, rule));
  if (results.every((result) => result.allowed)) return;
  const waitMs = Math.max(0, ...results.filter((result) => !result.allowed).map((result) => result.retryAfterMs));
  const minutes = Math.max(1, Math.ceil(waitMs / minute));
  throw new RefusedError(`Too many uploads. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, 'TOO_MANY_ATTEMPTS', Math.ceil(waitMs / 1000));
}
