import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../tests/setup/api';
import { solveBotChallenge } from '../../tests/setup/bot-check';
import { testContext } from '../../tests/setup/context';
import { verifyBotCheck } from '../modules/bot-check/verify-bot-check';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /api/bot-check/challenge', () => {
  it('answers a fresh signed challenge, never cached, that the server accepts once solved', async () => {
    const response = await api.app.request('/api/bot-check/challenge');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('application/json');
    const challenge = (await response.json()) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keySignature: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const other = (await (await api.app.request('/api/bot-check/challenge')).json()) as Challenge;
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);

    await expect(verifyBotCheck(testContext(api.database.db), { altcha: await solveBotChallenge(challenge) })).resolves.toBeUndefined();
  });
});
