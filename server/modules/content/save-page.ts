import { z } from 'zod';
import type { Database } from '../../../db/client';
import { contentStatuses, staticPages } from '../../../db/schema/content';
import { forgetContent } from './content-cache';
import { canEditContent, ContentPermissionError, type ContentEditor } from './policy';
import { renderMarkdown, sanitizeContentHtml } from './render-content';

export const savePageInput = z
  .object({
    slug: z.string().trim().min(1).max(200).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens'),
    title: z.string().trim().min(1).max(200),
    /** Markdown, or HTML: one of the two. */
    contentMarkdown: z.string().max(200_000).optional(),
    contentHtml: z.string().max(200_000).optional(),
    metaDescription: z.string().trim().max(300).default(''),
    thumbnail: z
      .string()
      .regex(/^\/images\/[\w./-]+$/, 'must be a path under /images/')
      .nullable()
      .default(null),
    status: z.enum(contentStatuses).default('DRAFT'),
  })
  .refine((page) => (page.contentMarkdown === undefined) !== (page.contentHtml === undefined), 'Give the content as markdown or as HTML');

/** Creates or updates (by slug) a static page; its HTML is sanitised (markdown rendered first). */
export async function savePage(db: Database, editor: ContentEditor, input: z.input<typeof savePageInput>): Promise<void> {
  if (!canEditContent(editor)) throw new ContentPermissionError();
  const page = savePageInput.parse(input);
  const values = {
    slug: page.slug,
    title: page.title,
    contentMarkdown: page.contentMarkdown ?? null,
    contentHtml: page.contentMarkdown !== undefined ? renderMarkdown(page.contentMarkdown) : sanitizeContentHtml(page.contentHtml ?? ''),
    metaDescription: page.metaDescription,
    thumbnail: page.thumbnail,
    status: page.status,
    updatedAt: new Date(),
  };
  await db.insert(staticPages).values(values).onConflictDoUpdate({ target: staticPages.slug, set: values });
  forgetContent(db);
}
