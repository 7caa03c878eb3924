import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import type { DatabaseHandle } from '../../../db/client';
import { errorFeedback, errorReports } from '../../../db/schema/platform';
import { createTestDatabase } from '../../../tests/setup/database';
import { recordServerError } from './record-server-error';
import { FeedbackLimitError, saveErrorFeedback } from './save-error-feedback';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('error reports and feedback', () => {
  it('logs a server error under the request id and stores it once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await recordServerError(database.db, { id: 'a1b2c3d4e5f6', path: '/blog', error: new Error('database went away') });
    await recordServerError(database.db, { id: 'a1b2c3d4e5f6', path: '/blog', error: new Error('a second error of that request') });
    expect(logged.mock.calls[0][0]).toBe('[ever-after] error a1b2c3d4e5f6 on /blog:');
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
    const rows = await database.db.select().from(errorReports).where(eq(errorReports.id, 'a1b2c3d4e5f6'));
    expect(rows).toEqual([expect.objectContaining({ source: 'server', path: '/blog', message: 'database went away' })]);
    expect(rows[0].stack).toContain('database went away');
  });

  it("files the visitor's feedback under the error's id, with the error's time kept", async () => {
    expect(await saveErrorFeedback(database.db, { errorId: 'a1b2c3d4e5f6', path: '/blog', name: 'Sam', email: 'sam@example.com', comments: 'I searched for cakes.' })).toEqual({ errorId: 'a1b2c3d4e5f6' });
    const [feedback] = await database.db.select().from(errorFeedback).where(eq(errorFeedback.errorId, 'a1b2c3d4e5f6'));
    expect(feedback).toMatchObject({ name: 'Sam', email: 'sam@example.com', comments: 'I searched for cakes.' });
    expect(feedback.createdAt).toBeInstanceOf(Date);
  });

  it('records a browser error (or an unknown id) as a new client report first', async () => {
    const { errorId } = await saveErrorFeedback(database.db, { errorId: 'ffffffffffff', path: '/search', message: 'x is undefined', comments: 'The map broke.' });
    expect(errorId).not.toBe('ffffffffffff');
    const [report] = await database.db.select().from(errorReports).where(eq(errorReports.id, errorId));
    expect(report).toMatchObject({ source: 'client', path: '/search', message: 'x is undefined' });
  });

  it('refuses empty or over-long comments, a bad e-mail, and more than five reports of one error', async () => {
    await expect(saveErrorFeedback(database.db, { path: '/', comments: '   ' })).rejects.toThrow(ZodError);
    await expect(saveErrorFeedback(database.db, { path: '/', comments: 'x'.repeat(2001) })).rejects.toThrow(ZodError);
    await expect(saveErrorFeedback(database.db, { path: '/', email: 'not-an-address', comments: 'Broken' })).rejects.toThrow(ZodError);
    for (let i = 0; i < 4; i++) await saveErrorFeedback(database.db, { errorId: 'a1b2c3d4e5f6', path: '/blog', comments: `Again ${i}` });
    await expect(saveErrorFeedback(database.db, { errorId: 'a1b2c3d4e5f6', path: '/blog', comments: 'Once more' })).rejects.toThrow(FeedbackLimitError);
  });
});
