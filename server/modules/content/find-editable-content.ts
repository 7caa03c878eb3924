import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { blogPosts, staticPages } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { idField, parseInput, RefusedError } from '../../kernel';
import { contentColumns, pageColumns, summaryColumns, toPage, withTags, type Page, type Post } from './content-records';
import { pageSlugLookupField } from './input-fields';
import { requireContentEditor } from './policy';

export const findEditablePostInput = z.object({ id: idField('There is no such post.') });

/** A post as its editor opens it, draft or published. */
export async function findEditablePost(ctx: RequestContext, input: unknown): Promise<Post> {
  const { id } = parseInput(findEditablePostInput, input);
  requireContentEditor(ctx.viewer);
  const [row] = await ctx.db.select({ ...summaryColumns, ...contentColumns }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw new RefusedError('There is no such post.', 'NOT_FOUND');
  const [post] = await withTags(ctx.db, [row]);
  return post;
}

export const findEditablePageInput = z.object({ slug: pageSlugLookupField });

/** A static page as its editor opens it, draft or published. */
export async function findEditablePage(ctx: RequestContext, input: unknown): Promise<Page> {
  const { slug } = parseInput(findEditablePageInput, input);
  requireContentEditor(ctx.viewer);
  const [row] = await ctx.db.select(pageColumns).from(staticPages).where(eq(staticPages.slug, slug));
  if (!row) throw new RefusedError('There is no such page.', 'NOT_FOUND');
  return toPage(row);
}
