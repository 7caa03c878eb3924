import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Viewer } from '../../server/kernel';
import { savePost, type savePostInput } from '../../server/modules/content/save-post';
import { testContext } from '../setup/context';
import { createAdmin } from './users';

let counter = 0;

/** One administrator per test database writes the factories' posts (only administrators write content). */
const editors = new WeakMap<Database, Promise<Viewer>>();

export function contentEditor(db: Database): Promise<Viewer> {
  let editor = editors.get(db);
  if (!editor) editors.set(db, (editor = createAdmin(db)));
  return editor;
}

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
  const { id } = await savePost(testContext(db, await contentEditor(db)), input);
  return { id, ...input };
}
