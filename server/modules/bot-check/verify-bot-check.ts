import { lt } from 'drizzle-orm';
import { verifySolution } from 'altcha-lib';
import { z } from 'zod';
import { spentBotChallenges } from '../../../db/schema/bot-check';
import type { RequestContext } from '../../context';
import { InvalidInputError, parseInput } from '../../kernel';
import { botChallengeSecrets, costOfLevel, deriveBotChallengeKey, levelField } from './bot-challenge';

/** The answer to a missing, malformed, forged, expired or spent solution. */
export const botCheckMessage = 'Please complete the check that you are not a robot, then try again.';

/** What a form sends: the widget's solution in the field `altcha` (a real one is about 700 characters). */
export const botCheckInput = z.object({
  altcha: z.string({ error: botCheckMessage }).max(4_096, botCheckMessage),
  /** The work the solution must show (1, every form's; more for a sign-in under attack). */
  level: levelField,
});

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

const notPassed = () => new InvalidInputError({ altcha: [botCheckMessage] });

/**
 * The bot check of spec §5: passes only a solution of a challenge this server signed, not yet
 * expired and never accepted before, and spends it; anything else (missing, malformed, forged) is
 * refused on the field `altcha`. Callers check the rest of their input first, so a typo does not
 * cost a new proof of work.
 */
export async function verifyBotCheck(ctx: RequestContext, input: unknown): Promise<void> {
  const { altcha, level } = parseInput(botCheckInput, input);
  const submitted = decodePayload(altcha);
  // The cost is signed with the challenge: a solution of an easier challenge than asked is no pass.
  // (Every challenge this server signs has at least level 1's cost, so only higher levels compare.)
  if (!submitted || (level > 1 && submitted.challenge.parameters.cost < costOfLevel(level))) throw notPassed();
  const { db } = ctx;
  const { challenge, solution } = submitted;
  const secrets = await botChallengeSecrets(db);
  let verified: boolean;
  try {
    verified = (await verifySolution({ challenge, solution, deriveKey: deriveBotChallengeKey, ...secrets })).verified;
  } catch {
    // altcha-lib throws on some shapes of parameters it cannot read: refused like any other forgery.
    verified = false;
  }
  if (!verified) throw notPassed();

  // One use per challenge: the signature is unique to it, and a second insert of it conflicts
  // (one statement: concurrent submissions of one solution pass once).
  const spent = await db
    .insert(spentBotChallenges)
    .values({ signature: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signature: spentBotChallenges.signature });
  if (spent.length === 0) throw notPassed();

  // Accepted solutions are rare (a sign-up, a message), so each one also clears the expired
  // records: the table holds at most ten minutes of them.
  await db.delete(spentBotChallenges).where(lt(spentBotChallenges.expiresAt, ctx.clock.now()));
}

function decodePayload(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
