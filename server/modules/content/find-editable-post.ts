import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { blogPosts } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { idField, parseInput, RefusedError, requireAdministrator } from '../../kernel';
import { contentColumns, summaryColumns, withTags, type Post } from './content-records';

export const findEditablePostInput = z.object({ id: idField('There is no such post.') });

/** A post as its editor opens it, draft or published. */
export async function findEditablePost(ctx: RequestContext, input: unknown): Promise<Post> {
  const { id } = parseInput(findEditablePostInput, input);
  requireAdministrator(ctx.viewer);
  const [row] = await ctx.db.select({ ...summaryColumns, ...contentColumns }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw new RefusedError('There is no such post.', 'NOT_FOUND');
  const [post] = await withTags(ctx.db, [row]);
  return post;
}
