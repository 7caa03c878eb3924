import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { errorFeedback, errorReports } from '../../../db/schema/platform';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { recordServerError } from './record-server-error';
import { saveErrorFeedback } from './save-error-feedback';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const visitor = () => testContext(database.db);

describe('error reports and feedback', () => {
  it('logs a server error under the request id and stores it once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = testContext(database.db, null, { requestId: 'a1b2c3d4e5f6' });
    await recordServerError(request, { path: '/blog', error: new Error('database went away') });
    await recordServerError(request, { path: '/blog', error: new Error('a second error of that request') });
    // One JSON line each (the test setup hands the log's error lines to console.error), stack included.
    expect(JSON.parse(String(logged.mock.calls[0][0]))).toMatchObject({ level: 'error', requestId: 'a1b2c3d4e5f6', path: '/blog', err: { message: 'database went away', stack: expect.stringContaining('database went away') } });
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
    const rows = await database.db.select().from(errorReports).where(eq(errorReports.id, 'a1b2c3d4e5f6'));
    expect(rows).toEqual([expect.objectContaining({ source: 'server', path: '/blog', message: 'database went away' })]);
    expect(rows[0].stack).toContain('database went away');
  });

  it("files the visitor's feedback under the error's id, with the error's time kept", async () => {
    expect(await saveErrorFeedback(visitor(), { errorId: 'a1b2c3d4e5f6', path: '/blog', name: 'Sam', email: 'sam@example.com', comments: 'I searched for cakes.' })).toEqual({ errorId: 'a1b2c3d4e5f6' });
    const [feedback] = await database.db.select().from(errorFeedback).where(eq(errorFeedback.errorId, 'a1b2c3d4e5f6'));
    expect(feedback).toMatchObject({ name: 'Sam', email: 'sam@example.com', comments: 'I searched for cakes.' });
    expect(feedback.createdAt).toBeInstanceOf(Date);
  });

  it('records a browser error (or an unknown id) as a new client report first', async () => {
    const { errorId } = await saveErrorFeedback(visitor(), { errorId: 'ffffffffffff', path: '/search', message: 'x is undefined', comments: 'The map broke.' });
    expect(errorId).not.toBe('ffffffffffff');
    const [report] = await database.db.select().from(errorReports).where(eq(errorReports.id, errorId));
    expect(report).toMatchObject({ source: 'client', path: '/search', message: 'x is undefined' });
  });

  it('refuses empty or over-long comments, a bad e-mail, and more than five reports of one error', async () => {
    expect(await expectInvalid(saveErrorFeedback(visitor(), { path: '/', comments: '   ' }), ['comments'])).toEqual({ comments: ['Please tell us what happened'] });
    expect(await expectInvalid(saveErrorFeedback(visitor(), { path: '/' }), ['comments'])).toEqual({ comments: ['Please tell us what happened'] });
    expect(await expectInvalid(saveErrorFeedback(visitor(), { path: '/', comments: 'x'.repeat(2001) }), ['comments'])).toEqual({ comments: ['Please keep it under 2,000 characters'] });
    await expectInvalid(saveErrorFeedback(visitor(), { path: '/', email: 'not-an-address', comments: 'Broken' }), ['email']);
    await expectInvalid(saveErrorFeedback(visitor(), { path: 'x'.repeat(501), errorId: 'not-an-id', comments: 'Broken' }), ['path', 'errorId']);
    for (let i = 0; i < 4; i++) await saveErrorFeedback(visitor(), { errorId: 'a1b2c3d4e5f6', path: '/blog', comments: `Again ${i}` });
    const refusal = await expectRefusal(saveErrorFeedback(visitor(), { errorId: 'a1b2c3d4e5f6', path: '/blog', comments: 'Once more' }), 'TOO_MANY_ATTEMPTS');
    expect(refusal.message).toBe('Thank you: we already have feedback about this error.');
  });

  it('reads blank form fields as absent: no name, no address, the path /', async () => {
    const { errorId } = await saveErrorFeedback(visitor(), { errorId: '', path: '', message: '', name: ' ', email: '', comments: 'Blank fields.' });
    const [report] = await database.db.select().from(errorReports).where(eq(errorReports.id, errorId));
    expect(report).toMatchObject({ source: 'client', path: '/', message: 'Error reported from the browser' });
    const [feedback] = await database.db.select().from(errorFeedback).where(eq(errorFeedback.errorId, errorId));
    expect(feedback).toMatchObject({ name: null, email: null, comments: 'Blank fields.' });
  });
});
