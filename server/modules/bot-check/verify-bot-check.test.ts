import { eq } from 'drizzle-orm';
import { createChallenge, type Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { spentBotChallenges } from '../../../db/schema/bot-check';
import { expectInvalid } from '../../../tests/setup/assertions';
import { solveBotChallenge } from '../../../tests/setup/bot-check';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { botChallengeAlgorithm, botChallengeSecrets, deriveBotChallengeKey } from './bot-challenge';
import { BOT_CHALLENGE_LIFETIME_MS, createBotChallenge } from './create-bot-challenge';
import { botCheckMessage, verifyBotCheck } from './verify-bot-check';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A quick puzzle (counter 20) signed with the server's keys, or with `secrets` of someone else. */
async function quickChallenge(expiresAt: Date, secrets?: Awaited<ReturnType<typeof botChallengeSecrets>>): Promise<Challenge> {
  return createChallenge({
    algorithm: botChallengeAlgorithm,
    deriveKey: deriveBotChallengeKey,
    cost: 10,
    counter: 20,
    expiresAt,
    ...(secrets ?? (await botChallengeSecrets(database.db))),
  });
}

const inTenMinutes = () => new Date(Date.now() + BOT_CHALLENGE_LIFETIME_MS);
const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** The bot check as a form's action runs it, with the field `altcha`. */
const check = (altcha: unknown) => verifyBotCheck(testContext(database.db), { altcha });

/** Refused on the field `altcha`, with the one message. */
async function expectNotPassed(work: Promise<unknown>) {
  expect(await expectInvalid(work, ['altcha'])).toEqual({ altcha: [botCheckMessage] });
}

describe('verifyBotCheck', () => {
  it('accepts a solution of a fresh challenge once, and refuses the same solution again', async () => {
    const challenge = await createBotChallenge(testContext(database.db), {});
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 5_000 });
    const expiresIn = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    const payload = await solveBotChallenge(challenge);
    await expect(check(payload)).resolves.toBeUndefined();
    await expectNotPassed(check(payload));
    const spent = await database.db.select().from(spentBotChallenges).where(eq(spentBotChallenges.signature, challenge.signature!));
    expect(spent).toEqual([{ signature: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt! * 1000) }]);
  });

  it('accepts only one of several concurrent submissions of the same solution', async () => {
    const payload = await solveBotChallenge(await quickChallenge(inTenMinutes()));
    const results = await Promise.allSettled([1, 2, 3].map(() => check(payload)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') await expectNotPassed(Promise.reject(result.reason));
  });

  it('refuses a tampered challenge or solution', async () => {
    const payload = decode(await solveBotChallenge(await quickChallenge(inTenMinutes())));
    const tampered = [
      // An easier puzzle than the one signed.
      { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } } },
      // A later expiry than the one signed.
      { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: payload.challenge.parameters.expiresAt + 3600 } } },
      // A parameter the server never signed.
      { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, data: { admin: true } } } },
      // A key that was not derived (the signed expected key proves the work; the counter is not checked).
      { ...payload, solution: { ...payload.solution, derivedKey: payload.solution.derivedKey.replace(/..$/, (end: string) => (end === '00' ? '01' : '00')) } },
      { ...payload, solution: { ...payload.solution, derivedKey: payload.challenge.parameters.keyPrefix } },
      { ...payload, challenge: { ...payload.challenge, signature: payload.challenge.signature.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a')) } },
    ];
    for (const forged of tampered) await expectNotPassed(check(encode(forged)));
    // Untouched, it still passes: only the tampering was refused.
    await expect(check(encode(payload))).resolves.toBeUndefined();
  });

  it('refuses a challenge signed with another key', async () => {
    const foreign = await quickChallenge(inTenMinutes(), { hmacSignatureSecret: 'not-our-key', hmacKeySignatureSecret: 'not-our-key-either' });
    await expectNotPassed(check(await solveBotChallenge(foreign)));
  });

  it('refuses a solution of an expired challenge', async () => {
    const expired = await quickChallenge(new Date(Date.now() - 1_000));
    await expectNotPassed(check(await solveBotChallenge(expired)));
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['not a string', { challenge: {}, solution: {} }],
    ['garbage', 'bm90IGpzb24gYXQgYWxs!!'],
    ['JSON of the wrong shape', encode({ challenge: 'x', solution: 42 })],
    ["the widget's test mode", encode({ challenge: null, solution: null, test: true })],
    ['too long', 'A'.repeat(10_000)],
  ])('refuses a %s payload as input, nothing worse', async (_name, payload) => {
    await expectNotPassed(check(payload));
  });

  it('clears expired records when it accepts a solution', async () => {
    await database.db.insert(spentBotChallenges).values({ signature: 'f'.repeat(64), expiresAt: new Date(Date.now() - 60_000) });
    await expect(check(await solveBotChallenge(await quickChallenge(inTenMinutes())))).resolves.toBeUndefined();
    expect(await database.db.select().from(spentBotChallenges).where(eq(spentBotChallenges.signature, 'f'.repeat(64)))).toEqual([]);
  });
});
