import { lt } from 'drizzle-orm';
import { verifySolution } from 'altcha-lib';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { spentBotChallenges } from '../../../db/schema/platform';
import { botChallengeSecrets, deriveBotChallengeKey } from './bot-challenge';

// What the widget submits in the form field `altcha`: base64 of JSON { challenge, solution }.
const payloadSchema = z.object({
  challenge: z.object({
    // Loose: every parameter is covered by the signature and must reach the check unchanged.
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

/**
 * The bot check of spec §5: true only for a solution of a challenge this server signed, not yet
 * expired and never accepted before. A missing, malformed or forged payload is refused (false).
 */
export async function verifyBotCheck(db: Database, payload: unknown): Promise<boolean> {
  const submitted = parsePayload(payload);
  if (!submitted) return false;
  const secrets = await botChallengeSecrets(db);
  const { challenge, solution } = submitted;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey: deriveBotChallengeKey, ...secrets });
    if (!result.verified) return false;
  } catch {
    // altcha-lib throws on some shapes of parameters it cannot read: refused like any other forgery.
    return false;
  }

  // One use per challenge: the signature is unique to it, and a second insert of it conflicts.
  const spent = await db
    .insert(spentBotChallenges)
    .values({ signature: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: spentBotChallenges.signature });
  if (spent.length === 0) return false;

  // Accepted solutions are rare (a sign-up, a message), so each one also clears the expired
  // records: the table holds at most ten minutes of them.
  await db.delete(spentBotChallenges).where(lt(spentBotChallenges.expiresAt, new Date()));
  return true;
}

function parsePayload(payload: unknown): z.infer<typeof payloadSchema> | null {
  // A real payload is about 700 characters.
  if (typeof payload !== 'string' || payload.length > 4_096) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
