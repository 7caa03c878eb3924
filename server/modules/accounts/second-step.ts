import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, or, lt } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../../db/client';
import { recoveryCodes, userTotp } from '../../../db/schema/accounts';
import { hashSecretToken } from '../../kernel';

/**
 * Two-step sign-in's checks (RFC 6238 TOTP with `otpauth`, and one-time recovery codes), shared by
 * signing in, turning the step off and new recovery codes. They check no permission: the use cases
 * decide whose step it is.
 */

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, a 30-second step. */
const period = 30;
/** One step of drift either side of the server's clock (RFC 6238 §5.2's "at most one time step"). */
const window = 1;

export const recoveryCodeCount = 10;

/** The TOTP of a secret (base32), named in the app as the account's e-mail under "Ever After". */
export function totpOf(secret: string, label = '', issuer = 'Ever After'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });
}

/** A new random secret: 160 bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step a 6-digit code belongs to, if it is the secret's code within one step of `now`
 * and later than `lastStep`: a code accepted once is never accepted again (RFC 6238 §5.2), nor an
 * older one. Spaces in the code (apps show "123 456") are ignored.
 */
export function acceptedStep(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token, timestamp: now.getTime(), window });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now.getTime() }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Ten recovery codes: 10 random characters each in two groups (xxxxx-xxxxx), without look-alikes (0/o, 1/l). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const code = () => Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return Array.from({ length: recoveryCodeCount }, () => code().replace(/^(.{5})/, '$1-'));
}

/** What the table keeps of a recovery code: the SHA-256 of its letters, whatever case or dashes it was typed with. */
export function recoveryCodeHash(code: string): string {
  return hashSecretToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** The person's confirmed second step, if they have one. */
export async function confirmedTotpOf(db: Database, userId: number) {
  const [row] = await db.select().from(userTotp).where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  return row ?? null;
}

/**
 * Checks a code for the person's confirmed second step, and spends it: an authenticator's code
 * moves `last_step` on (only if it is still behind, so two requests racing with one code cannot
 * both pass), a recovery code gets its `used_at`. True when the code was good and is now spent.
 */
export async function spendSecondStepCode(db: Database, userId: number, code: string, now: Date): Promise<boolean> {
  const totp = await confirmedTotpOf(db, userId);
  if (!totp) return false;
  const step = acceptedStep(totp.secret, code, now, totp.lastStep);
  if (step !== null) {
    const moved = await db
      .update(userTotp)
      .set({ lastStep: step })
      .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
      .returning({ userId: userTotp.userId });
    return moved.length === 1;
  }
  if (code.replace(/[^a-zA-Z0-9]/g, '').length !== 10) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryCodeHash(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** Replaces the person's recovery codes with ten new ones: the codes, to show once. */
export async function replaceRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  return codes;
}
