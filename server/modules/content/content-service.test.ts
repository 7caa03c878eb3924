import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEditor, createPost } from '../../../tests/factories/content';
import { createTestApi, type TestApi } from '../../../tests/setup/api';
import { expectInvalid } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { getSettings } from '../platform';
import { type Settings } from '../../kernel';
import { ContentServiceError } from '../../integrations/content-service/content-service-client';
import { getContentReadToken } from './content-read-token';
import { readPage } from './read-page';
import { readPages } from './read-pages';
import { readPost } from './read-post';
import { readPosts } from './read-posts';
import { readRelatedPosts } from './read-related-posts';
import { readTag } from './read-tag';
import { savePage } from './save-page';

let api: TestApi;
let server: ServerType;
let endpoint: string;
let settings: Settings;
const publicUrl = 'https://everafter.example';

beforeAll(async () => {
  api = await createTestApi();
  const db = api.database.db;
  await createPost(db, { slug: 'first', title: 'First light', tags: ['Seasons'], contentMarkdown: 'Dawn <script>alert(1)</script> ceremonies.' });
  await createPost(db, { slug: 'second', title: 'Second thoughts', tags: ['Seasons', 'Budget'], featuredImage: '/images/blog/second.svg', thumbnail: '/images/blog/second-thumb.svg' });
  await createPost(db, { slug: 'third', title: 'Third time lucky' });
  const editor = testContext(db, await contentEditor(db));
  await savePage(editor, { slug: 'terms', title: 'Terms And Conditions', contentMarkdown: '## Using the site\n\nBe kind.', metaDescription: 'The rules.', status: 'PUBLISHED' });
  await savePage(editor, { slug: 'hidden', title: 'Hidden', contentHtml: '<p>Not yet</p>' });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/content/graphql`;
  settings = await getSettings(testContext(db), { env: {} });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

const ask = (headers: Record<string, string>) =>
  fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ posts(first: 2) { total posts { slug } } }' }) });

describe('the content endpoint', () => {
  it('refuses requests without the read token, or with a wrong one', async () => {
    const without = await ask({});
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toContain('Bearer');
    expect((await without.json()).errors[0].message).toContain('read token');
    expect((await ask({ Authorization: 'Bearer wrong-token' })).status).toBe(401);
    expect((await ask({ Authorization: await getContentReadToken(api.database) })).status).toBe(401);
  });

  it('answers with the token the server made and stored', async () => {
    const token = await getContentReadToken(api.database);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const response = await ask({ Authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { posts: { total: 3, posts: [{ slug: 'third' }, { slug: 'second' }] } } });
  });
});

describe('the blog client', () => {
  it('by default reads this server in process, and the same answers come over HTTP with the read token', async () => {
    const db = api.database.db;
    const own = testContext(db, null, { settings, publicUrl });
    const remote = testContext(db, null, {
      settings: { ...settings, 'services.graphcms.endpoint': endpoint, 'services.graphcms.read_token': await getContentReadToken({ db }) },
      publicUrl,
    });
    for (const ctx of [own, remote]) {
      expect((await readPosts(ctx, { first: 2 })).posts.map((post) => post.slug)).toEqual(['third', 'second']);
    }
    expect(await readPosts(remote, { first: 10, search: 'dawn' })).toEqual(await readPosts(own, { first: 10, search: 'dawn' }));
    expect(await readPosts(remote, { first: 10, tag: 'seasons', skip: 1 })).toEqual(await readPosts(own, { first: 10, tag: 'seasons', skip: 1 }));
    expect(await readPosts(remote, { first: 1, withContent: true })).toEqual(await readPosts(own, { first: 1, withContent: true }));
    expect(await readPost(remote, { slug: 'first' })).toEqual(await readPost(own, { slug: 'first' }));
    expect((await readPost(own, { slug: 'first' }))?.contentHtml).toBe('<p>Dawn  ceremonies.</p>\n');
    expect(await readPost(remote, { slug: 'nothing' })).toBeNull();
    expect(await readTag(remote, { slug: 'budget' })).toEqual(await readTag(own, { slug: 'budget' }));
    expect(await readRelatedPosts(remote, { slug: 'first', first: 4 })).toEqual(await readRelatedPosts(own, { slug: 'first', first: 4 }));
    expect(await readPage(remote, { slug: 'terms' })).toEqual(await readPage(own, { slug: 'terms' }));
    expect(await readPage(remote, { slug: 'hidden' })).toBeNull();
    expect(await readPages(remote)).toEqual(await readPages(own));
  });

  it('refuses bad input the same way in process and over HTTP, before asking anyone', async () => {
    const db = api.database.db;
    const own = testContext(db, null, { settings, publicUrl });
    // Nobody listens there: a refusal that asked would fail with ContentServiceError instead.
    const remote = testContext(db, null, { settings: { ...settings, 'services.graphcms.endpoint': 'http://127.0.0.1:9/content/graphql' }, publicUrl });
    for (const ctx of [own, remote]) {
      await expectInvalid(readPost(ctx, { slug: 'x'.repeat(5000) }), ['slug']);
      await expectInvalid(readPage(ctx, { slug: 'a\u0000b' }), ['slug']);
      await expectInvalid(readTag(ctx, { slug: '\u0000' }), ['slug']);
      await expectInvalid(readRelatedPosts(ctx, { slug: 'first', first: 100 }), ['first']);
      await expectInvalid(readPosts(ctx, { first: 10, search: 'x'.repeat(101) }), ['search']);
    }
  });

  it('answers refused input on the endpoint as spec §8\'s validation error', async () => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await getContentReadToken(api.database)}` },
      body: JSON.stringify({ query: 'query($slug: String!) { post(slug: $slug) { slug } }', variables: { slug: 'x'.repeat(5000) } }),
    });
    const body = await response.json();
    expect(body.errors[0]).toMatchObject({ message: 'validation', extensions: { code: 'BAD_USER_INPUT', validation: { slug: ['There is no such post.'] } } });
  });

  it('fails clearly when the outside service refuses its token', async () => {
    const ctx = testContext(api.database.db, null, { settings: { ...settings, 'services.graphcms.endpoint': endpoint, 'services.graphcms.read_token': 'wrong-token' }, publicUrl });
    await expect(readPost(ctx, { slug: 'first' })).rejects.toThrow(ContentServiceError);
    await expect(readPosts(ctx, { first: 1 })).rejects.toThrow(/answered 401: A valid read token is required/);
  });
});

describe('/graphql posts and pages (spec §7)', () => {
  it('posts: the latest published posts, first 10 by default, with the fields of spec §3', async () => {
    const { data, errors } = await api.graphql<{ posts: Record<string, unknown>[] }>(
      '{ posts { id title slug link author excerpt contentMarkdown contentHtml featuredImage { node { mediaItemUrl } } thumbnail { url } updatedAt status tags { id name } } }',
    );
    expect(errors).toBeUndefined();
    expect(data!.posts.map((post) => post.slug)).toEqual(['third', 'second', 'first']);
    expect(data!.posts[1]).toMatchObject({
      link: '/blog/article/second',
      featuredImage: { node: { mediaItemUrl: '/images/blog/second.svg' } },
      thumbnail: { url: '/images/blog/second-thumb.svg' },
      status: 'PUBLISHED',
      tags: [{ name: 'Seasons' }, { name: 'Budget' }],
      contentMarkdown: 'Some text.',
      contentHtml: '<p>Some text.</p>\n',
    });
    const { data: one } = await api.graphql<{ posts: unknown[] }>('{ posts(first: 1) { slug } }');
    expect(one!.posts).toEqual([{ slug: 'third' }]);
  });

  it('pages: by slug and PUBLISHED; unpublished, unknown or another status find nothing', async () => {
    const query = 'query($slug: String, $status: String) { pages(slug: $slug, status: $status) { title contentMarkdown contentHtml metaDescription thumbnail { url } status } }';
    const { data } = await api.graphql<{ pages: unknown[] }>(query, { slug: 'terms', status: 'PUBLISHED' });
    expect(data!.pages).toEqual([
      { title: 'Terms And Conditions', contentMarkdown: '## Using the site\n\nBe kind.', contentHtml: '<h2>Using the site</h2>\n<p>Be kind.</p>\n', metaDescription: 'The rules.', thumbnail: null, status: 'PUBLISHED' },
    ]);
    for (const variables of [{ slug: 'hidden' }, { slug: 'nothing' }, { slug: 'terms', status: 'DRAFT' }]) {
      expect((await api.graphql<{ pages: unknown[] }>(query, variables)).data!.pages).toEqual([]);
    }
  });
});
