import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { maxRequestBytes } from '../../shared/media/image-limits';
import { imageUploadLimits } from '../../shared/media/image-limits';
import { reviewLimits } from '../../shared/reviews/rules';
import { maxDocumentRequestBytes, maxReviewRequestBytes, requestBodyLimit } from './body-limit';

/** An app behind the limit that reads the whole body and answers its size. */
const app = new Hono().use(requestBodyLimit()).post('*', async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));
const post = (path: string, bytes: number, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body: new Uint8Array(bytes), headers: { 'Content-Type': 'application/octet-stream', ...headers } });
const multipart = { 'Content-Type': 'multipart/form-data; boundary=x' };

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

  it('takes a review’s five photos just under the picture limit, with its text, on the service pages and in a GraphQL multipart request', async () => {
    // Issue 32: five photos each under 10 MB passed the old limit of one picture.
    const fivePhotos = reviewLimits.photosMax * (imageUploadLimits.maxBytes - 1) + 20_000;
    expect(fivePhotos).toBeGreaterThan(maxRequestBytes);
    expect(fivePhotos).toBeLessThanOrEqual(maxReviewRequestBytes);
    for (const path of ['/au/nsw/wedding-venues/12/rothbury-retreat', '/au/nsw/wedding-venues/12/rothbury-retreat.data', '/nz/wedding-cakes/7/sweet-things', '/vendors/reviews', '/vendors/reviews.data']) {
      expect((await post(path, fivePhotos)).status, path).toBe(200);
      const refused = await post(path, maxReviewRequestBytes + 1);
      expect(refused.status, path).toBe(413);
      expect(await refused.text()).toMatch(path.startsWith('/vendors') ? /at most 5 evidence files of 10 MB each/ : /at most 5 photos, each smaller than 10 MB/);
    }
    expect((await post('/graphql', fivePhotos, multipart)).status).toBe(200);
    const refused = await post('/graphql', maxReviewRequestBytes + 1, multipart);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ errors: [{ message: expect.stringMatching(/at most 5 files of 10 MB each/), extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] });
  });

  it('takes a guest list CSV (or its copy carried to the next step) on the import page, and refuses a bigger body with the CSV’s limit', async () => {
    for (const path of ['/planning/guests/import', '/planning/guests/import.data']) {
      expect((await post(path, 4 * 1024 * 1024, multipart)).status, path).toBe(200);
      const refused = await post(path, 4 * 1024 * 1024 + 1, multipart);
      expect(refused.status, path).toBe(413);
      expect(await refused.text()).toBe('The upload is too large: a guest list CSV must be at most 2 MB.');
    }
  });

  it('keeps one picture’s limit everywhere else, GraphQL’s JSON included', async () => {
    for (const path of ['/profile', '/profile.data', '/graphql', '/vendors/register/more', '/vendors/profile.data/x', '/vendors/services/12/photos', '/wedding-venues/in-nsw', '/au/nsw/wedding-venues/12/x/more']) expect((await post(path, maxRequestBytes + 1)).status, path).toBe(413);
    expect((await post('/profile', maxRequestBytes)).status).toBe(200);
  });

  it('answers a form a browser posted without scripts with a page that says why and how to go back, not a bare status', async () => {
    const refused = await post('/au/nsw/wedding-venues/12/rothbury-retreat', maxReviewRequestBytes + 1, { Accept: 'text/html,application/xhtml+xml' });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await refused.text();
    expect(page).toContain('<h1>The upload is too large</h1>');
    expect(page).toContain('send at most 5 photos, each smaller than 10 MB.');
    expect(page).toContain('Back button');
    // Scripts (React Router's .data requests) read the text.
    expect(await (await post('/au/nsw/wedding-venues/12/rothbury-retreat.data', maxReviewRequestBytes + 1, { Accept: 'text/html' })).text()).toBe('The upload is too large: send at most 5 photos, each smaller than 10 MB.');
  });
});
