import { describe, expect, it } from 'vitest';
import { asFormPost, formPostsOnlyMessage } from './ssr';

const url = 'http://localhost/login';

describe('page posts', () => {
  it('pass forms and reads through unchanged', async () => {
    const get = new Request(url);
    expect(await asFormPost(get)).toBe(get);
    for (const type of ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded;charset=UTF-8', 'multipart/form-data; boundary=x']) {
      const post = new Request(url, { method: 'POST', headers: { 'Content-Type': type }, body: 'email=a' });
      expect(await asFormPost(post)).toBe(post);
    }
  });

  it('refuse any other body with 415, where the action’s formData() would throw', async () => {
    for (const [type, body] of [['application/json', '{"email":"a"}'], ['text/plain', 'email=a'], [null, 'email=a']] as const) {
      const answer = await asFormPost(new Request(url, { method: 'POST', headers: type ? { 'Content-Type': type } : {}, body }));
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(415);
      expect(await (answer as Response).text()).toBe(formPostsOnlyMessage);
    }
  });

  it('read a post without a body as an empty form', async () => {
    for (const headers of [{}, { 'Content-Type': 'application/json' }] as Record<string, string>[]) {
      const answer = await asFormPost(new Request(url, { method: 'POST', headers }));
      expect(answer).toBeInstanceOf(Request);
      expect([...(await (answer as Request).formData())]).toEqual([]);
    }
  });
});
