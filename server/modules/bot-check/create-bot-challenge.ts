import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { botChallengeAlgorithm, botChallengeSecrets, costOfLevel, deriveBotChallengeKey, levelField } from './bot-challenge';

/**
 * Difficulty at level 1: the answer is a counter drawn from 500 to 1,500, each try one PBKDF2 of
 * 5,000 iterations, so a solver makes 1,000 tries on average. Chromium does a try in 0.9 ms per core of
 * this project's 2-core test machine: the widget solves in 0.65-1.0 s there (median 1.0 s, with its
 * 0.5 s minimum and the challenge's fetch). A mid-range phone, three to four times slower per core
 * but running four workers, needs about a second.
 */
const COUNTER_MIN = 500;
const COUNTER_MAX = 1_500;
/** How long a challenge stays valid: time to fill in the form once solving has started. */
export const BOT_CHALLENGE_LIFETIME_MS = 10 * 60_000;

export const botChallengeInput = z.object({ level: levelField });

/**
 * A fresh challenge for the widget (GET /api/bot-check/challenge), signed with the server's key,
 * valid for ten minutes; anyone may ask, at any level (more work is only the asker's cost). Its
 * expiry is real time: altcha-lib checks it against the real clock when the solution comes back.
 */
export async function createBotChallenge(ctx: RequestContext, input: unknown): Promise<Challenge> {
  const { level } = parseInput(botChallengeInput, input);
  return createChallenge({
    algorithm: botChallengeAlgorithm,
    deriveKey: deriveBotChallengeKey,
    cost: costOfLevel(level),
    // Deterministic mode: the server knows the answer, so every puzzle costs about the same work.
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    expiresAt: new Date(Date.now() + BOT_CHALLENGE_LIFETIME_MS),
    ...(await botChallengeSecrets(ctx.db)),
  });
}
