import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { contentStatuses, staticPages } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit';
import { contentTag, parseInput, purgePages } from '../platform';
import { forgetContent } from './content-cache';
import { imagePathField, savedSlugField } from './input-fields';
import { requireContentEditor } from './policy';
import { writeStaticPage } from './write-static-page';

export const savePageInput = z
  .object({
    slug: savedSlugField,
    title: z.string().trim().min(1).max(200),
    /** Markdown, or HTML: one of the two. */
    contentMarkdown: z.string().max(200_000).optional(),
    contentHtml: z.string().max(200_000).optional(),
    metaDescription: z.string().trim().max(300).default(''),
    thumbnail: imagePathField.nullable().default(null),
    status: z.enum(contentStatuses).default('DRAFT'),
  })
  .refine((page) => (page.contentMarkdown === undefined) !== (page.contentHtml === undefined), 'Give the content as markdown or as HTML');

/**
 * An administrator creates or updates (by slug) a static page; its HTML is sanitised (markdown
 * rendered first). Audited; cached content is dropped, so the page shows the change at once.
 */
export async function savePage(ctx: RequestContext, input: unknown): Promise<void> {
  const page = parseInput(savePageInput, input);
  requireContentEditor(ctx.viewer);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ title: staticPages.title, status: staticPages.status }).from(staticPages).where(eq(staticPages.slug, page.slug)).for('update');
    await writeStaticPage(tx, page, ctx.clock.now());
    await recordAuditEvent({ ...ctx, db: tx }, { action: before ? 'page.update' : 'page.create', entityType: 'page', entityId: page.slug, before: before ?? null, after: { title: page.title, status: page.status } });
  });
  forgetContent(ctx.db);
  await purgePages(ctx, [contentTag]);
}
