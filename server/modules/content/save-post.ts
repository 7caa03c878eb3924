import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { blogPosts, blogPostTags, blogTags, contentStatuses } from '../../../db/schema/content';
import { slugify } from '../../../shared/slug';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { contentTag, idField, InvalidInputError, isUniqueViolation, parseInput, purgePages, RefusedError, requireAdministrator } from '../../kernel';
import { bodyDigest } from './audit-snapshot';
import { forgetContent } from './content-cache';
import { imagePathField, savedSlugField, tagNameField } from './input-fields';
import { renderMarkdown } from './render-content';

export const savePostInput = z.object({
  /** The post being edited (its slug may change); without it the post is created, or updated by slug. */
  id: idField('There is no such post.').optional(),
  /** A new post only (the admin area's "New post"): a slug in use is refused instead of updating its post. */
  create: z.boolean().default(false),
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

export const postSlugTakenMessage = 'Another post has this slug.';

/**
 * An administrator creates or updates (by id, or by slug) a blog post: renders and sanitises the
 * body, keeps the search document and the tags (created as needed) in step, writes the change to
 * the audit log (every field before and after, the body as its length and fingerprint) and drops
 * cached content answers, so /blog shows it at once.
 */
export async function savePost(ctx: RequestContext, input: unknown): Promise<{ id: number }> {
  const post = parseInput(savePostInput, input);
  requireAdministrator(ctx.viewer);
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
  // A post published before keeps its date unless one is given.
  const publishedAt = published ? (post.publishedAt ?? sql`coalesce(${blogPosts.publishedAt}, ${now})`) : null;
  const id = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        author: blogPosts.author,
        excerpt: blogPosts.excerpt,
        contentMarkdown: blogPosts.contentMarkdown,
        featuredImage: blogPosts.featuredImage,
        thumbnail: blogPosts.thumbnail,
        status: blogPosts.status,
      })
      .from(blogPosts)
      .where(post.id ? eq(blogPosts.id, post.id) : eq(blogPosts.slug, post.slug))
      .for('update');
    if (post.id && !before) throw new RefusedError('There is no such post.', 'NOT_FOUND');
    if (post.create && before) throw new InvalidInputError({ slug: [postSlugTakenMessage] });
    const tagsBefore = before
      ? (await tx.select({ name: blogTags.name }).from(blogPostTags).innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId)).where(eq(blogPostTags.postId, before.id)).orderBy(asc(blogPostTags.position))).map((tag) => tag.name)
      : [];
    const [saved] = before
      ? await tx.update(blogPosts).set({ ...values, publishedAt }).where(eq(blogPosts.id, before.id)).returning({ id: blogPosts.id })
      : await tx.insert(blogPosts).values({ ...values, publishedAt: published ? (post.publishedAt ?? now) : null }).returning({ id: blogPosts.id });
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
    await recordAuditEvent(
      { ...ctx, db: tx },
      {
        action: before ? 'blog_post.update' : 'blog_post.create',
        entityType: 'blog_post',
        entityId: saved.id,
        before: before ? auditedPost({ ...before, tags: tagsBefore }) : null,
        after: auditedPost({ ...post, tags: tagNames.map(([, name]) => name) }),
      },
    );
    return saved.id;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new InvalidInputError({ slug: [postSlugTakenMessage] });
    throw error;
  });
  forgetContent(ctx.db);
  await purgePages(ctx, [contentTag]);
  return { id };
}

type AuditedPost = { slug: string; title: string; author: string; excerpt: string; contentMarkdown: string; featuredImage: string | null; thumbnail: string | null; status: string; tags: string[] };

/** What the audit log keeps of a post, before and after. */
function auditedPost({ slug, title, author, excerpt, contentMarkdown, featuredImage, thumbnail, status, tags }: AuditedPost) {
  return { slug, title, author, excerpt, body: bodyDigest(contentMarkdown), featuredImage, thumbnail, tags, status };
}
