import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createPost } from '../../../tests/factories/content';
import { expectInvalid } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { findPost } from './find-post';
import { findTag } from './find-tag';
import { listPosts } from './list-posts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createPost(db, { slug: 'garden-ceremonies', title: 'Garden ceremonies in spring', author: 'Mia Chen', tags: ['Venues', 'Seasons'], contentMarkdown: 'Wisteria and jacarandas.' });
  await createPost(db, { slug: 'flower-budget', title: 'A flower budget that works', excerpt: 'Peonies without the price.', tags: ['Flowers', 'Budget'] });
  await createPost(db, { slug: 'draft-post', title: 'A draft about gardens', status: 'DRAFT' });
  await createPost(db, { slug: 'camera-shy', title: 'For camera-shy couples', author: 'Ruby Walsh', tags: ['Photography'], contentMarkdown: 'Your photographer can help with **candid** moments.' });
  await createPost(db, { slug: 'cakes-of-summer', title: 'Cakes that survive summer', tags: ['Cakes', 'Seasons'], contentMarkdown: 'Buttercream melts at 30 degrees.' });
  for (let i = 0; i < 8; i++) await createPost(db, { slug: `filler-${i}`, title: `Planning note ${i}`, tags: ['Planning'] });
});
afterAll(() => database.close());

/** Anyone reads the blog: a visitor's context. */
const visitor = () => testContext(database.db);

describe('listPosts', () => {
  it('lists published posts only, newest first, with the total and paging', async () => {
    const first = await listPosts(visitor(), { first: 5 });
    expect(first.total).toBe(12);
    expect(first.posts.map((post) => post.slug)).toEqual(['filler-7', 'filler-6', 'filler-5', 'filler-4', 'filler-3']);
    const last = await listPosts(visitor(), { first: 5, skip: 10 });
    expect(last.posts.map((post) => post.slug)).toEqual(['flower-budget', 'garden-ceremonies']);
    expect(last.total).toBe(12);
    expect((await listPosts(visitor(), { first: 5, skip: 50 })).posts).toEqual([]);
    // Lists carry no bodies unless asked.
    expect(first.posts[0]).not.toHaveProperty('contentHtml');
    expect((await listPosts(visitor(), { first: 1, withContent: true })).posts[0]).toHaveProperty('contentHtml', '<p>Some text.</p>\n');
  });

  it.each([
    ['title', 'spring', ['garden-ceremonies']],
    ['excerpt', 'peonies', ['flower-budget']],
    ['author', 'ruby walsh', ['camera-shy']],
    ['body', 'buttercream', ['cakes-of-summer']],
    ['tag name', 'photography', ['camera-shy']],
    ['word beginnings, any case', 'JACARAND', ['garden-ceremonies']],
    ['stemmed words', 'gardens', ['garden-ceremonies']],
    ['every word', 'cakes summer', ['cakes-of-summer']],
    ['nothing for an unknown word', 'zeppelin', []],
    ['punctuation as spaces, never tsquery syntax', "summer's & | ! (cakes):*", ['cakes-of-summer']],
  ])('searches the %s', async (_what, search, slugs) => {
    const result = await listPosts(visitor(), { first: 20, search });
    expect(result.posts.map((post) => post.slug)).toEqual(slugs);
    expect(result.total).toBe(slugs.length);
  });

  it('never finds drafts by search', async () => {
    expect((await listPosts(visitor(), { first: 20, search: 'draft' })).total).toBe(0);
  });

  it('filters by tag slug, and by tag and search together', async () => {
    const seasons = await listPosts(visitor(), { first: 20, tag: 'seasons' });
    expect(seasons.posts.map((post) => post.slug)).toEqual(['cakes-of-summer', 'garden-ceremonies']);
    expect(seasons.posts[0].tags.map((tag) => tag.name)).toEqual(['Cakes', 'Seasons']);
    expect((await listPosts(visitor(), { first: 20, tag: 'Seasons', search: 'wisteria' })).posts.map((post) => post.slug)).toEqual(['garden-ceremonies']);
    expect((await listPosts(visitor(), { first: 20, tag: 'no-such-tag' })).total).toBe(0);
    expect(await findTag(visitor(), { slug: 'SEASONS' })).toMatchObject({ name: 'Seasons', slug: 'seasons' });
    expect(await findTag(visitor(), { slug: 'no-such-tag' })).toBeNull();
  });

  it('refuses an over-long search, impossible paging and a tag no slug can be, before any query', async () => {
    expect(await expectInvalid(listPosts(visitor(), { first: 10, search: 'x'.repeat(101) }), ['search'])).toEqual({ search: ['Please shorten your search to at most 100 characters.'] });
    await expectInvalid(listPosts(visitor(), { first: 0 }), ['first']);
    await expectInvalid(listPosts(visitor(), { first: 10, skip: -1 }), ['skip']);
    await expectInvalid(listPosts(visitor(), { first: 1e9, skip: 1e12 }), ['first', 'skip']);
    await expectInvalid(listPosts(visitor(), { search: 'a\u0000b' }), ['search']);
    await expectInvalid(listPosts(visitor(), { tag: 'x'.repeat(101) }), ['tag']);
    await expectInvalid(listPosts(visitor(), { tag: 'a\u0000b' }), ['tag']);
    await expectInvalid(listPosts(visitor(), { search: ['two', 'searches'], tag: { slug: 'x' } }), ['search', 'tag']);
  });

  it('reads paging numbers sent as text (a form, a URL) like numbers', async () => {
    expect((await listPosts(visitor(), { first: '2', skip: '1' })).posts.map((post) => post.slug)).toEqual(['filler-6', 'filler-5']);
  });
});

describe('findPost', () => {
  it('finds a published post by slug with its sanitised body, never a draft', async () => {
    const post = await findPost(visitor(), { slug: 'camera-shy' });
    expect(post).toMatchObject({ title: 'For camera-shy couples', author: 'Ruby Walsh', status: 'PUBLISHED' });
    expect(post?.contentHtml).toContain('<strong>candid</strong>');
    expect(await findPost(visitor(), { slug: 'draft-post' })).toBeNull();
    expect(await findPost(visitor(), { slug: 'no-such-post' })).toBeNull();
  });

  it('refuses a slug no post can have (NUL and other control characters, over 200 characters, blank) before any query', async () => {
    for (const slug of ['a\u0000b', '\u0000', 'x'.repeat(201), 'x'.repeat(5000), '  ', 'tab\there', 42, null]) {
      expect(await expectInvalid(findPost(visitor(), { slug }), ['slug'])).toEqual({ slug: ['There is no such post.'] });
    }
    await expectInvalid(findTag(visitor(), { slug: 'a\u0000b' }), ['slug']);
    await expectInvalid(findTag(visitor(), { slug: 'x'.repeat(101) }), ['slug']);
  });
});
