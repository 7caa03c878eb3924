import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createPost } from '../../../tests/factories/content';
import { expectInvalid } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { listRelatedPosts } from './list-related-posts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createPost(db, { slug: 'old-flowers', tags: ['Flowers'] });
  await createPost(db, { slug: 'flowers-and-budget', tags: ['Flowers', 'Budget'] });
  await createPost(db, { slug: 'untagged-1' });
  await createPost(db, { slug: 'current', tags: ['Flowers', 'Budget'] });
  await createPost(db, { slug: 'draft-flowers', tags: ['Flowers'], status: 'DRAFT' });
  await createPost(db, { slug: 'budget-only', tags: ['Budget'] });
  await createPost(db, { slug: 'untagged-2' });
});
afterAll(() => database.close());

const visitor = () => testContext(database.db);

it('puts posts sharing tags first (most shared, then newest), fills with other published posts, never the post itself', async () => {
  const related = await listRelatedPosts(visitor(), { slug: 'current', first: 5 });
  expect(related.map((post) => post.slug)).toEqual(['flowers-and-budget', 'budget-only', 'old-flowers', 'untagged-2', 'untagged-1']);
});

it('stops at the count, and has nothing for an unknown post', async () => {
  expect((await listRelatedPosts(visitor(), { slug: 'current', first: 2 })).map((post) => post.slug)).toEqual(['flowers-and-budget', 'budget-only']);
  expect(await listRelatedPosts(visitor(), { slug: 'no-such-post', first: 4 })).toEqual([]);
});

it('fills with the newest posts when the post has no tags', async () => {
  expect((await listRelatedPosts(visitor(), { slug: 'untagged-1', first: 3 })).map((post) => post.slug)).toEqual(['untagged-2', 'budget-only', 'current']);
});

it('refuses a slug no post can have and a count out of range, before any query', async () => {
  await expectInvalid(listRelatedPosts(visitor(), { slug: 'x'.repeat(5000) }), ['slug']);
  await expectInvalid(listRelatedPosts(visitor(), { slug: 'a\u0000b', first: 4 }), ['slug']);
  await expectInvalid(listRelatedPosts(visitor(), { slug: 'current', first: 25 }), ['first']);
  expect(await listRelatedPosts(visitor(), { slug: 'current' })).toHaveLength(5);
});
