import type { Database } from '../../../db/client';
import { staticPages, type ContentStatus } from '../../../db/schema/content';
import { forgetContent } from './content-cache';
import { renderMarkdown, sanitizeContentHtml } from './render-content';

/** A page as savePageInput reads it: markdown or HTML, one of the two. */
export type StaticPageValues = {
  slug: string;
  title: string;
  contentMarkdown?: string;
  contentHtml?: string;
  metaDescription: string;
  thumbnail: string | null;
  status: ContentStatus;
};

/**
 * Writes a checked page (created, or updated by slug) and drops cached content answers. Internal:
 * savePage checks the editor first; ensureSitePages writes the server's own starting pages.
 */
export async function writeStaticPage(db: Database, page: StaticPageValues, now: Date): Promise<void> {
  const values = {
    slug: page.slug,
    title: page.title,
    contentMarkdown: page.contentMarkdown ?? null,
    contentHtml: page.contentMarkdown !== undefined ? renderMarkdown(page.contentMarkdown) : sanitizeContentHtml(page.contentHtml ?? ''),
    metaDescription: page.metaDescription,
    thumbnail: page.thumbnail,
    status: page.status,
    updatedAt: now,
  };
  await db.insert(staticPages).values(values).onConflictDoUpdate({ target: staticPages.slug, set: values });
  forgetContent(db);
}
