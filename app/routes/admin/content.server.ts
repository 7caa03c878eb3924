import { listEditablePages, listEditablePosts } from '../../../server/modules/content';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/content';
import { adminContext, adminRead, searchInput } from './admin.server';

/** Blog posts (?q=, ?status=, ?sort=, ?dir=, ?page=) and the static pages. */
export async function loadContent(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const [posts, pages] = await adminRead(() => Promise.all([listEditablePosts(app, query), listEditablePages(app)]));
  return {
    query: { q: query.q, status: query.status, sort: query.sort ?? 'updated', dir: (query.dir ?? 'desc') as 'asc' | 'desc' },
    posts: { ...posts, rows: posts.rows.map(({ publishedAt, updatedAt, ...post }) => ({ ...post, published: publishedAt ? formatDateTime(publishedAt) : '', updated: formatDateTime(updatedAt) })) },
    pages: pages.map(({ updatedAt, ...page }) => ({ ...page, updated: formatDateTime(updatedAt) })),
  };
}
