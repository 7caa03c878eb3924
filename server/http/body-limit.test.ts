import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { maxRequestBytes } from '../../shared/media/image-limits';
import { maxDocumentRequestBytes, requestBodyLimit } from './body-limit';

/** An app behind the limit that reads the whole body and answers its size. */
const app = new Hono().use(requestBodyLimit()).post('*', async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));
const post = (path: string, bytes: number) => app.request(path, { method: 'POST', body: new Uint8Array(bytes), headers: { 'Content-Type': 'application/octet-stream' } });

describe('the request body limit', () => {
  it('takes five documents on the pages whose forms send them, and refuses more', async () => {
    // With JavaScript a form posts to its page's `.data` URL.
    for (const path of ['/vendors/register', '/vendors/profile', '/service/claim/vendors/register/12', '/vendors/profile.data', '/vendors/register.data', '/service/claim/vendors/register/7.data']) {
      expect(await (await post(path, maxRequestBytes * 3)).text()).toBe(String(maxRequestBytes * 3));
      const refused = await post(path, maxDocumentRequestBytes + 1);
      expect(refused.status).toBe(413);
      expect(await refused.text()).toMatch(/at most 5 documents/);
    }
  });

  it('keeps one picture’s limit everywhere else, GraphQL included', async () => {
    for (const path of ['/profile', '/profile.data', '/graphql', '/vendors/register/more', '/vendors/profile.data/x']) expect((await post(path, maxRequestBytes + 1)).status).toBe(413);
    expect((await post('/profile', maxRequestBytes)).status).toBe(200);
  });
});
