import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { blogPosts } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { contentColumns, summaryColumns, withTags, type Post } from './content-records';
import { postSlugLookupField } from './input-fields';

export const findPostInput = z.object({ slug: postSlugLookupField });

/** A published post of this server by its slug; null for an unknown or unpublished one. Anyone may read it. */
export async function findPost(ctx: RequestContext, input: unknown): Promise<Post | null> {
  const { slug } = parseInput(findPostInput, input);
  const rows = await ctx.db
    .select({ ...summaryColumns, ...contentColumns })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, 'PUBLISHED')));
  const [post] = await withTags(ctx.db, rows);
  return post ?? null;
}
