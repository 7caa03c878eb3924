import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createAdmin, createCouple, type TestPerson } from '../../tests/factories/users';
import { testContext } from '../../tests/setup/context';
import { createTestDatabase } from '../../tests/setup/database';
import { setNickname, signOut, suspendAccount } from '../modules/accounts';
import { startSession } from '../modules/accounts/start-session';
import { findRequestViewer } from './find-request-viewer';

// Statements sent while `counting` is on.
let counting = false;
let statements = 0;
let database: DatabaseHandle;
let admin: TestPerson;

beforeAll(async () => {
  database = await createTestDatabase({ logQueries: { logQuery: () => void (counting && statements++) } });
  admin = await createAdmin(database.db);
});
afterAll(() => database?.close());

const requestWith = (token: string) => new Request('http://localhost/', { headers: { Cookie: `ea_session=${token}` } });

/** The viewer of a request with `token`, and how many statements finding them sent. */
async function lookUp(token: string) {
  statements = 0;
  counting = true;
  try {
    const found = await findRequestViewer(testContext(database.db), requestWith(token), false);
    return { found, queries: statements };
  } finally {
    counting = false;
  }
}

describe('the viewer of a request', () => {
  it('is read once while nothing is written on the embedded database, and again after any write', async () => {
    const couple = await createCouple(database.db);
    const { token } = await startSession(database.db, couple.id);
    const first = await lookUp(token);
    expect(first).toMatchObject({ found: { viewer: { id: couple.id }, token }, queries: 1 });
    const embedded = database.kind === 'pglite';
    expect((await lookUp(token)).queries).toBe(embedded ? 0 : 1);
    // A new name shows on the next request.
    await setNickname(testContext(database.db, first.found!.viewer), { id: couple.id, nickname: 'Ann & Bo' });
    expect(await lookUp(token)).toMatchObject({ found: { viewer: { nickname: 'Ann & Bo' } }, queries: 1 });
    expect((await lookUp(token)).queries).toBe(embedded ? 0 : 1);
  });

  it('ends at once with a sign-out or a suspension', async () => {
    const couple = await createCouple(database.db);
    const { token } = await startSession(database.db, couple.id);
    const { found } = await lookUp(token);
    await lookUp(token);
    await signOut(testContext(database.db, found!.viewer, { session: found!.session }));
    expect((await lookUp(token)).found).toBeNull();

    const other = await createCouple(database.db);
    const second = await startSession(database.db, other.id);
    await lookUp(second.token);
    expect((await lookUp(second.token)).found?.viewer.id).toBe(other.id);
    await suspendAccount(testContext(database.db, admin), { id: other.id, reason: 'Spam' });
    expect((await lookUp(second.token)).found).toBeNull();
  });
});
