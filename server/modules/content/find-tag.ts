import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { blogTags } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import type { Tag } from './content-records';
import { tagSlugLookupField } from './input-fields';

export const findTagInput = z.object({ slug: tagSlugLookupField });

/** A tag by its slug (case-insensitive), for the blog's "tagged" list; null when there is none. */
export async function findTag(ctx: RequestContext, input: unknown): Promise<Tag | null> {
  const { slug } = parseInput(findTagInput, input);
  const [tag] = await ctx.db.select({ id: blogTags.id, name: blogTags.name, slug: blogTags.slug }).from(blogTags).where(eq(blogTags.slug, slug.toLowerCase()));
  return tag ?? null;
}
