import type { Database } from '../../db/client';
import { savePost, type savePostInput } from '../../server/modules/content/save-post';
import type { z } from 'zod';

let counter = 0;

/** A published post with plausible defaults; `overrides` set what a test is about. Days apart, newest last. */
export async function createPost(db: Database, overrides: Partial<z.input<typeof savePostInput>> = {}) {
  counter += 1;
  const input = {
    slug: `post-${counter}`,
    title: `Post number ${counter}`,
    author: 'Test Author',
    excerpt: 'A short excerpt.',
    contentMarkdown: 'Some text.',
    tags: [],
    status: 'PUBLISHED' as const,
    publishedAt: new Date(Date.UTC(2026, 0, 1) + counter * 86_400_000),
    ...overrides,
  };
  const { id } = await savePost(db, 'system', input);
  return { id, ...input };
}
