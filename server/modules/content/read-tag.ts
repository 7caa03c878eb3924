import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import type { Tag } from './content-records';
import { readThroughContentService } from './content-service';
import { findTag, findTagInput } from './find-tag';

/** The blog client's tag by slug (the blog's "tagged" list), null for none: findTag's answer, from the configured content service. Anyone may read it. */
export async function readTag(ctx: RequestContext, input: unknown): Promise<Tag | null> {
  const { slug } = parseInput(findTagInput, input);
  return readThroughContentService(
    ctx,
    `tag:${slug}`,
    () => findTag(ctx, { slug }),
    async (ask) => {
      const data = await ask<{ tag: { id: string | number; name: string; slug: string } | null }>('query Tag($slug: String!) { tag(slug: $slug) { id name slug } }', { slug });
      return data.tag && { ...data.tag, id: Number(data.tag.id) };
    },
  );
}
