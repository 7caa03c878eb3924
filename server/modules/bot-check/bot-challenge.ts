import { createHmac } from 'node:crypto';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { getServerSecret } from '../platform/internal';

/**
 * What the bot check's two use cases share: ALTCHA's proof of work on PBKDF2 with SHA-256, which
 * browsers compute natively (Web Crypto) and Node verifies natively, and the keys that sign it.
 */
export const botChallengeAlgorithm = 'PBKDF2/SHA-256';
export const deriveBotChallengeKey = deriveKey;

/**
 * How much work a check asks: level 1 is every form's check (PBKDF2 of 5,000 iterations per try,
 * about a second); each level above doubles it, up to level 7 (64 times, about a minute), which
 * sign-in asks of an account or address under attack (accounts' sign-in limits).
 */
export const maxBotCheckLevel = 7;
export const costOfLevel = (level: number) => 5_000 * 2 ** (level - 1);
export const levelField = z.coerce.number().int().min(1).max(maxBotCheckLevel).default(1);

export async function botChallengeSecrets(db: Database): Promise<{ hmacSignatureSecret: string; hmacKeySignatureSecret: string }> {
  const secret = await getServerSecret({ db }, { name: 'bot-check' });
  return {
    // Signs the challenge's parameters, so a client cannot make its own puzzle easier.
    hmacSignatureSecret: secret,
    // Signs the expected key, so verifying is two HMACs instead of repeating the work; a key of its own.
    hmacKeySignatureSecret: createHmac('sha256', secret).update('bot-check key signature').digest('base64url'),
  };
}
