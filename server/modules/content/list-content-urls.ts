import type { RequestContext } from '../../context';
import { readPages } from './read-pages';
import { readPosts } from './read-posts';

/** Posts read per request while collecting them, and the most the sitemap lists. */
const batch = 100;
const maxPosts = 10_000;

/** The published static pages and posts as sitemap entries (path and last change), from the blog client. */
export async function listContentUrls(ctx: RequestContext): Promise<{ path: string; lastModified: string }[]> {
  const pages = await readPages(ctx);
  const urls = pages.map((page) => ({ path: `/pages/${page.slug}/`, lastModified: page.updatedAt.slice(0, 10) }));
  for (let skip = 0; skip < maxPosts; skip += batch) {
    const { total, posts } = await readPosts(ctx, { first: batch, skip });
    urls.push(...posts.map((post) => ({ path: `/blog/article/${post.slug}`, lastModified: post.updatedAt.slice(0, 10) })));
    if (skip + batch >= total) break;
  }
  return urls;
}
