import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { blogPosts, blogPostTags, blogTags, contentStatuses } from '../../../db/schema/content';
import { slugify } from '../../../shared/slug';
import type { RequestContext } from '../../context';
import { contentTag, parseInput, purgePages } from '../platform';
import { forgetContent } from './content-cache';
import { imagePathField, savedSlugField, tagNameField } from './input-fields';
import { requireContentEditor } from './policy';
import { renderMarkdown } from './render-content';

export const savePostInput = z.object({
  slug: savedSlugField,
  title: z.string().trim().min(1).max(200),
  author: z.string().trim().min(1).max(100),
  excerpt: z.string().trim().max(500).default(''),
  contentMarkdown: z.string().max(200_000),
  featuredImage: imagePathField.nullable().default(null),
  thumbnail: imagePathField.nullable().default(null),
  tags: z.array(tagNameField).max(20).default([]),
  status: z.enum(contentStatuses).default('DRAFT'),
  /** Defaults to now when the post is first published. */
  publishedAt: z.date().optional(),
  updatedAt: z.date().optional(),
});

/**
 * An administrator creates or updates (by slug) a blog post: renders and sanitises the body, keeps
 * the search document and the tags (created as needed) in step, and drops cached content answers.
 */
export async function savePost(ctx: RequestContext, input: unknown): Promise<{ id: number }> {
  const post = parseInput(savePostInput, input);
  requireContentEditor(ctx.viewer);
  const tagNames = [...new Map(post.tags.map((name) => [slugify(name), name])).entries()].filter(([slug]) => slug);
  const now = ctx.clock.now();
  const published = post.status === 'PUBLISHED';
  const values = {
    slug: post.slug,
    title: post.title,
    author: post.author,
    excerpt: post.excerpt,
    contentMarkdown: post.contentMarkdown,
    contentHtml: renderMarkdown(post.contentMarkdown),
    featuredImage: post.featuredImage,
    thumbnail: post.thumbnail,
    status: post.status,
    updatedAt: post.updatedAt ?? now,
    searchVector: sql`setweight(to_tsvector('english', ${post.title}), 'A') || setweight(to_tsvector('english', ${post.author} || ' ' || ${tagNames.map(([, name]) => name).join(' ')}), 'B') || setweight(to_tsvector('english', ${post.excerpt}), 'C') || setweight(to_tsvector('english', ${post.contentMarkdown}), 'D')`,
  };
  const id = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(blogPosts)
      .values({ ...values, publishedAt: published ? (post.publishedAt ?? now) : null })
      .onConflictDoUpdate({
        target: blogPosts.slug,
        // A post published before keeps its date unless one is given.
        set: { ...values, publishedAt: published ? (post.publishedAt ?? sql`coalesce(${blogPosts.publishedAt}, ${now})`) : null },
      })
      .returning({ id: blogPosts.id });
    await tx.delete(blogPostTags).where(eq(blogPostTags.postId, saved.id));
    if (tagNames.length > 0) {
      await tx
        .insert(blogTags)
        .values(tagNames.map(([slug, name]) => ({ slug, name })))
        .onConflictDoNothing();
      const tags = await tx.select({ id: blogTags.id, slug: blogTags.slug }).from(blogTags).where(inArray(blogTags.slug, tagNames.map(([slug]) => slug)));
      const idOf = new Map(tags.map((tag) => [tag.slug, tag.id]));
      await tx.insert(blogPostTags).values(tagNames.map(([slug], position) => ({ postId: saved.id, tagId: idOf.get(slug)!, position })));
    }
    return saved.id;
  });
  forgetContent(ctx.db);
  await purgePages(ctx, [contentTag]);
  return { id };
}
