import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { slugify } from '../../../db/seed/slug';
import { blogPosts, blogPostTags, blogTags, contentStatuses } from '../../../db/schema/content';
import { forgetContent } from './content-cache';
import { canEditContent, ContentPermissionError, type ContentEditor } from './policy';
import { renderMarkdown } from './render-content';

const imagePath = z
  .string()
  .max(500)
  .regex(/^\/images\/[\w./-]+$/, 'must be a path under /images/');

export const savePostInput = z.object({
  slug: z.string().trim().min(1).max(200).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens'),
  title: z.string().trim().min(1).max(200),
  author: z.string().trim().min(1).max(100),
  excerpt: z.string().trim().max(500).default(''),
  contentMarkdown: z.string().max(200_000),
  featuredImage: imagePath.nullable().default(null),
  thumbnail: imagePath.nullable().default(null),
  tags: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  status: z.enum(contentStatuses).default('DRAFT'),
  /** Defaults to now when the post is first published. */
  publishedAt: z.date().optional(),
  updatedAt: z.date().optional(),
});

/**
 * Creates or updates (by slug) a blog post: renders and sanitises the body, keeps the search
 * document and the tags (created as needed) in step, and drops cached content answers.
 */
export async function savePost(db: Database, editor: ContentEditor, input: z.input<typeof savePostInput>): Promise<{ id: number }> {
  if (!canEditContent(editor)) throw new ContentPermissionError();
  const post = savePostInput.parse(input);
  const tagNames = [...new Map(post.tags.map((name) => [slugify(name), name])).entries()].filter(([slug]) => slug);
  const now = new Date();
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
  const id = await db.transaction(async (tx) => {
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
  forgetContent(db);
  return { id };
}
