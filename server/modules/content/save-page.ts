import { z } from 'zod';
import { contentStatuses } from '../../../db/schema/content';
import type { RequestContext } from '../../context';
import { contentTag, parseInput, purgePages } from '../platform';
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

/** An administrator creates or updates (by slug) a static page; its HTML is sanitised (markdown rendered first). */
export async function savePage(ctx: RequestContext, input: unknown): Promise<void> {
  const page = parseInput(savePageInput, input);
  requireContentEditor(ctx.viewer);
  await writeStaticPage(ctx.db, page, ctx.clock.now());
  await purgePages(ctx, [contentTag]);
}
