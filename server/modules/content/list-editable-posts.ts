import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { blogPosts, contentStatuses, type ContentStatus } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { blankIsAbsent, pageWindow, parseInput, requireAdministrator, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';

export const listEditablePostsInput = z.object({
  q: searchTextField,
  status: z.preprocess(blankIsAbsent, z.enum(contentStatuses, 'Choose PUBLISHED or DRAFT.').optional()),
  ...tableQueryFields(['title', 'updated', 'published'], 'updated', 'desc'),
});

export type EditablePostRow = { id: number; slug: string; title: string; status: ContentStatus; publishedAt: Date | null; updatedAt: Date };

/** Every blog post, drafts too, for the admin area: searched by title or slug, filtered by status, sorted and paged. */
export async function listEditablePosts(ctx: RequestContext, input: unknown): Promise<TablePage<EditablePostRow>> {
  const { q, status, sort, dir, page } = parseInput(listEditablePostsInput, input);
  requireAdministrator(ctx.viewer);
  const pattern = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(pattern ? or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern)) : undefined, status ? eq(blogPosts.status, status) : undefined);
  const order = dir === 'asc' ? asc : desc;
  const column = sort === 'title' ? blogPosts.title : sort === 'published' ? blogPosts.publishedAt : blogPosts.updatedAt;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title, status: blogPosts.status, publishedAt: blogPosts.publishedAt, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(where)
      .orderBy(order(column), desc(blogPosts.id))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return tablePage(rows, total, page);
}
