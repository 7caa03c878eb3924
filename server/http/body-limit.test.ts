import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { maxRequestBytes } from '../../shared/media/image-limits';
import { requestBodyLimit } from './body-limit';

const app = new Hono().use(requestBodyLimit()).post('*', async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));
const post = (path: string, bytes: number) => app.request(path, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: new Uint8Array(bytes) });

describe('requestBodyLimit', () => {
  it('takes several documents on the pages that send them, with and without JavaScript', async () => {
    for (const path of ['/vendors/profile', '/vendors/profile.data', '/vendors/register.data', '/service/claim/vendors/register/7.data']) {
      expect((await post(path, maxRequestBytes + 1)).status, path).toBe(200);
    }
  });

  it('holds every other page to one picture', async () => {
    for (const path of ['/profile', '/profile.data', '/vendors/profile.data/x']) {
      expect((await post(path, maxRequestBytes + 1)).status, path).toBe(413);
    }
  });
});
