import { describe, expect, it, vi } from 'vitest';
import { InvalidInputError, notAllowed, RefusedError } from '../../server/kernel';
import { runIntent, type IntentHandler } from './run-intent.server';

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

/** A `data()` answer's status and body, or a plain answer as it is. */
const answer = (result: unknown) =>
  result && typeof result === 'object' && 'init' in result && 'data' in result ? { status: (result.init as ResponseInit | null)?.status, data: result.data, headers: new Headers((result.init as ResponseInit | null)?.headers) } : { status: 200, data: result };

describe('runIntent', () => {
  it("runs the handler the form's intent names, with the other fields and the form that posted", async () => {
    const publish = vi.fn<IntentHandler>(async () => ({ ok: 'publish' }));
    const remove = vi.fn<IntentHandler>();
    const result = await runIntent(form({ intent: 'publish', id: '7' }), { publish, remove });
    expect(result).toEqual({ ok: 'publish' });
    expect(publish).toHaveBeenCalledWith({ id: '7' }, { intent: 'publish', formId: 'publish' });
    expect(remove).not.toHaveBeenCalled();
    // Fields already read from the form do too; a page with one form per row names the row's form.
    await runIntent({ intent: 'publish', form_id: 'publish-7', id: '7' }, { publish });
    expect(publish).toHaveBeenLastCalledWith({ id: '7' }, { intent: 'publish', formId: 'publish-7' });
  });

  it('answers an intent that names no handler with 400 and the form\'s error, what every object inherits included', async () => {
    const handler = vi.fn<IntentHandler>();
    for (const intent of ['unknown', 'constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf', '']) {
      expect(answer(await runIntent(form({ intent }), { publish: handler })), intent).toMatchObject({ status: 400, data: { errors: { form: 'This form is not known.' }, intent } });
    }
    expect(answer(await runIntent(form({ id: '7' }), { publish: handler }))).toMatchObject({ status: 400, data: { errors: { form: 'This form is not known.' }, intent: '' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers a refusal as the form's errors with the refusal's status, keyed by the form that posted", async () => {
    const refused = await runIntent(form({ intent: 'approve', form_id: 'approve-3' }), { approve: async () => Promise.reject(notAllowed()) });
    expect(answer(refused)).toMatchObject({ status: 403, data: { errors: { form: 'You are not allowed to do that.' }, intent: 'approve-3' } });
    const invalid = await runIntent(form({ intent: 'rename', name: 'Venue', current_password: 'secret' }), { rename: async () => Promise.reject(new InvalidInputError({ name: ['Too long.', 'Not unique.'] })) });
    // What was typed comes back (never a password), for the form posted without JavaScript.
    expect(answer(invalid)).toEqual({ status: 400, headers: expect.any(Headers), data: { errors: { name: 'Too long. | Not unique.' }, values: { name: 'Venue' }, intent: 'rename' } });
    const tooMany = answer(await runIntent(form({ intent: 'send' }), { send: async () => Promise.reject(new RefusedError('Try again later.', 'TOO_MANY_ATTEMPTS', 90)) }));
    expect(tooMany).toMatchObject({ status: 429, data: { errors: { form: 'Try again later.' }, intent: 'send' } });
    expect(tooMany.headers?.get('Retry-After')).toBe('90');
  });

  it('never sends back what was typed into a form that holds a secret', async () => {
    const refused = await runIntent(form({ intent: 'update_secret', value: 'sk_live_123' }), { update_secret: async () => Promise.reject(new InvalidInputError({ value: ['Not a key.'] })) }, { secretIntents: ['update_secret'] });
    expect(answer(refused).data).toEqual({ errors: { value: 'Not a key.' }, intent: 'update_secret' });
  });

  it('makes NOT_FOUND the 404 page when the URL names what the forms change', async () => {
    const missing = async () => Promise.reject(new RefusedError('No such listing.', 'NOT_FOUND'));
    expect(answer(await runIntent(form({ intent: 'publish' }), { publish: missing }))).toMatchObject({ status: 404, data: { errors: { form: 'No such listing.' } } });
    const page = await runIntent(form({ intent: 'publish' }), { publish: missing }, { notFoundPage: true }).catch((thrown: unknown) => thrown);
    expect(answer(page)).toMatchObject({ status: 404, data: null });
  });

  it('throws a bug on, as itself', async () => {
    const bug = new TypeError('bug');
    await expect(runIntent(form({ intent: 'publish' }), { publish: async () => Promise.reject(bug) })).rejects.toBe(bug);
  });
});
