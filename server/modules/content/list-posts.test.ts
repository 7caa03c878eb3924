import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { DatabaseHandle } from '../../../db/client';
import { createPost } from '../../../tests/factories/content';
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

describe('listPosts', () => {
  it('lists published posts only, newest first, with the total and paging', async () => {
    const first = await listPosts(database.db, { first: 5 });
    expect(first.total).toBe(12);
    expect(first.posts.map((post) => post.slug)).toEqual(['filler-7', 'filler-6', 'filler-5', 'filler-4', 'filler-3']);
    const last = await listPosts(database.db, { first: 5, skip: 10 });
    expect(last.posts.map((post) => post.slug)).toEqual(['flower-budget', 'garden-ceremonies']);
    expect(last.total).toBe(12);
    expect((await listPosts(database.db, { first: 5, skip: 50 })).posts).toEqual([]);
    // Lists carry no bodies unless asked.
    expect(first.posts[0]).not.toHaveProperty('contentHtml');
    expect((await listPosts(database.db, { first: 1, withContent: true })).posts[0]).toHaveProperty('contentHtml', '<p>Some text.</p>\n');
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
    const result = await listPosts(database.db, { first: 20, search });
    expect(result.posts.map((post) => post.slug)).toEqual(slugs);
    expect(result.total).toBe(slugs.length);
  });

  it('never finds drafts by search', async () => {
    expect((await listPosts(database.db, { first: 20, search: 'draft' })).total).toBe(0);
  });

  it('filters by tag slug, and by tag and search together', async () => {
    const seasons = await listPosts(database.db, { first: 20, tag: 'seasons' });
    expect(seasons.posts.map((post) => post.slug)).toEqual(['cakes-of-summer', 'garden-ceremonies']);
    expect(seasons.posts[0].tags.map((tag) => tag.name)).toEqual(['Cakes', 'Seasons']);
    expect((await listPosts(database.db, { first: 20, tag: 'Seasons', search: 'wisteria' })).posts.map((post) => post.slug)).toEqual(['garden-ceremonies']);
    expect((await listPosts(database.db, { first: 20, tag: 'no-such-tag' })).total).toBe(0);
    expect(await findTag(database.db, 'SEASONS')).toMatchObject({ name: 'Seasons', slug: 'seasons' });
    expect(await findTag(database.db, 'no-such-tag')).toBeNull();
  });

  it('refuses an over-long search and impossible paging', async () => {
    await expect(listPosts(database.db, { first: 10, search: 'x'.repeat(101) })).rejects.toThrow(ZodError);
    await expect(listPosts(database.db, { first: 0 })).rejects.toThrow(ZodError);
    await expect(listPosts(database.db, { first: 10, skip: -1 })).rejects.toThrow(ZodError);
  });
});

describe('findPost', () => {
  it('finds a published post by slug with its sanitised body, never a draft', async () => {
    const post = await findPost(database.db, 'camera-shy');
    expect(post).toMatchObject({ title: 'For camera-shy couples', author: 'Ruby Walsh', status: 'PUBLISHED' });
    expect(post?.contentHtml).toContain('<strong>candid</strong>');
    expect(await findPost(database.db, 'draft-post')).toBeNull();
    expect(await findPost(database.db, 'no-such-post')).toBeNull();
  });
});
