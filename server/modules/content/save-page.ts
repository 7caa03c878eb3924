import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { contentStatuses, staticPages } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { contentTag, InvalidInputError, parseInput, purgePages, requireAdministrator } from '../../kernel';
import { bodyDigest } from './audit-snapshot';
import { forgetContent } from './content-cache';
import { sanitizeContentHtml } from './render-content';
import { imagePathField, savedSlugField } from './input-fields';
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
    /** A new page only (the admin area's "New page"): a slug in use is refused instead of updating its page. */
    create: z.boolean().default(false),
  })
  .refine((page) => (page.contentMarkdown === undefined) !== (page.contentHtml === undefined), 'Give the content as markdown or as HTML');

export const pageSlugTakenMessage = 'Another page has this slug.';

/**
 * An administrator creates or updates (by slug) a static page; its HTML is sanitised (markdown
 * rendered first). Audited: every field before and after, the body as its length and fingerprint.
 * Cached content is dropped, so the page shows the change at once.
 */
export async function savePage(ctx: RequestContext, input: unknown): Promise<void> {
  const { create, ...page } = parseInput(savePageInput, input);
  requireAdministrator(ctx.viewer);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: staticPages.title, metaDescription: staticPages.metaDescription, thumbnail: staticPages.thumbnail, contentMarkdown: staticPages.contentMarkdown, contentHtml: staticPages.contentHtml, status: staticPages.status })
      .from(staticPages)
      .where(eq(staticPages.slug, page.slug))
      .for('update');
    if (create && before) throw new InvalidInputError({ slug: [pageSlugTakenMessage] });
    await writeStaticPage(tx, page, ctx.clock.now());
    await recordAuditEvent({ ...ctx, db: tx }, { action: before ? 'page.update' : 'page.create', entityType: 'page', entityId: page.slug, before: before ? auditedPage(before) : null, after: auditedPage({ ...page, contentHtml: page.contentHtml === undefined ? undefined : sanitizeContentHtml(page.contentHtml) }) });
  });
  forgetContent(ctx.db);
  await purgePages(ctx, [contentTag]);
}

type AuditedPage = { title: string; metaDescription: string; thumbnail: string | null; contentMarkdown?: string | null; contentHtml?: string | null; status: string };

/** What the audit log keeps of a page, before and after: its body as written (markdown, or HTML). */
function auditedPage({ title, metaDescription, thumbnail, contentMarkdown, contentHtml, status }: AuditedPage) {
  const body = contentMarkdown ?? contentHtml ?? '';
  return { title, metaDescription, thumbnail, format: contentMarkdown == null ? 'html' : 'markdown', body: bodyDigest(body), status };
}
