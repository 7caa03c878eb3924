import { createStaticHandler, isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InvalidInputError, notAllowed, RefusedError } from '../../server/kernel';
import { readOr, readOr404, shownRefusal } from './refusal-page.server';

/** What a loader's read answers as a document request would see it: its status and the route's error. */
async function load(loader: () => Promise<unknown>) {
  const handler = createStaticHandler([{ id: 'page', path: '/', loader }]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected response');
  return { status: context.statusCode, error: context.errors?.page, data: context.loaderData.page };
}

describe('readOr404', () => {
  it('answers what the read found, from a promise or a function that starts it', async () => {
    expect(await readOr404(Promise.resolve('found'))).toBe('found');
    expect(await readOr404(async () => 'found')).toBe('found');
    expect(await load(() => readOr404(Promise.resolve({ id: 1 })))).toEqual({ status: 200, error: undefined, data: { id: 1 } });
  });

  it('makes NOT_FOUND, and an id of no possible shape, the 404 page', async () => {
    for (const refusal of [new RefusedError('No such listing.', 'NOT_FOUND'), new InvalidInputError({ id: ['Expected a whole number.'] })]) {
      const { status, error } = await load(() => readOr404(Promise.reject(refusal)));
      expect(status).toBe(404);
      expect(isRouteErrorResponse(error) && error.status).toBe(404);
    }
  });

  it('answers any other refusal with its status and message, for the refused page', async () => {
    const forbidden = await load(() => readOr404(async () => Promise.reject(notAllowed())));
    expect(forbidden.status).toBe(403);
    expect(isRouteErrorResponse(forbidden.error) && forbidden.error.data).toEqual({ message: 'You are not allowed to do that.' });
    const conflict = await load(() => readOr404(Promise.reject(new RefusedError('Not in this state.', 'CONFLICT'))));
    expect(conflict.status).toBe(409);
    expect(isRouteErrorResponse(conflict.error) && conflict.error.data).toEqual({ message: 'Not in this state.' });
  });

  it("answers bad input with 400 and the field's message when asked to (a filter in the URL)", async () => {
    const { status, error } = await load(() => readOr404(Promise.reject(new InvalidInputError({ search: ['Please shorten your search.', 'Second'] })), { badInput: 'refused' }));
    expect(status).toBe(400);
    expect(isRouteErrorResponse(error) && error.data).toEqual({ message: 'Please shorten your search.' });
    // NOT_FOUND stays the 404 page.
    expect((await load(() => readOr404(Promise.reject(new RefusedError('No such user.', 'NOT_FOUND')), { badInput: 'refused' }))).status).toBe(404);
  });

  it('throws a bug on, as itself: a 500 with an error id', async () => {
    const bug = new TypeError('undefined is not a function');
    await expect(readOr404(Promise.reject(bug))).rejects.toBe(bug);
    await expect(
      readOr404(() => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });
});

describe('shownRefusal', () => {
  it("gives a refusal's message, or its first field's, with its status", () => {
    expect(shownRefusal(new RefusedError('Try again in a minute.', 'TOO_MANY_ATTEMPTS', 60))).toEqual({ message: 'Try again in a minute.', status: 429 });
    expect(shownRefusal(new InvalidInputError({ token: ['This link does not work.'], other: ['Later.'] }))).toEqual({ message: 'This link does not work.', status: 400 });
  });

  it('throws anything else on', () => {
    const bug = new Error('bug');
    expect(() => shownRefusal(bug)).toThrow(bug);
  });
});

describe('readOr', () => {
  it('answers the fallback for any refusal, and throws a bug on', async () => {
    expect(await readOr(Promise.resolve(['Sydney']), [])).toEqual(['Sydney']);
    expect(await readOr(Promise.reject(new InvalidInputError({ text: ['Too long.'] })), [])).toEqual([]);
    expect(await readOr(async () => Promise.reject(new RefusedError('No such calendar.', 'NOT_FOUND')), null)).toBeNull();
    const bug = new Error('bug');
    await expect(readOr(Promise.reject(bug), null)).rejects.toBe(bug);
  });
});
