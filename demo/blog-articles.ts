import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { RequestContext } from '../server/context';
import { savePost } from '../server/modules/content';
import { blogPosts } from '../db/schema';
import { planningArticles } from './blog-articles-planning';
import { supplierArticles } from './blog-articles-suppliers';
import { renderBlogImage } from '../server/media';

const dayMs = 86_400_000;

/**
 * The 24 demo articles, planning and supplier topics alternating, newest first: the first was
 * published two days before seeding, each next one five days earlier. Each gets a featured picture
 * and a thumbnail under <imagesDir>/blog/. Does nothing when the blog has posts already. Written
 * through savePost, so `editor` is an administrator's context (the demo administrator's).
 */
export async function seedDemoArticles(editor: RequestContext, imagesDir: string): Promise<number> {
  const [{ existing }] = await editor.db.select({ existing: count() }).from(blogPosts);
  if (existing > 0) return 0;
  const articles = planningArticles.flatMap((article, index) => [article, supplierArticles[index]].filter(Boolean));
  const folder = join(imagesDir, 'blog');
  mkdirSync(folder, { recursive: true });
  const now = editor.clock.now().getTime();
  for (const [index, article] of articles.entries()) {
    writeFileSync(join(folder, `${article.slug}.svg`), renderBlogImage(article.motif, index + 1, 1));
    writeFileSync(join(folder, `${article.slug}-thumb.svg`), renderBlogImage(article.motif, index + 1, 2));
    const published = new Date(now - (2 + index * 5) * dayMs);
    await savePost(editor, {
      slug: article.slug,
      title: article.title,
      author: article.author,
      excerpt: article.excerpt,
      contentMarkdown: article.body,
      featuredImage: `/images/blog/${article.slug}.svg`,
      thumbnail: `/images/blog/${article.slug}-thumb.svg`,
      tags: article.tags,
      status: 'PUBLISHED',
      publishedAt: published,
      updatedAt: published,
    });
  }
  return articles.length;
}
