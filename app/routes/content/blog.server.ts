import { data } from 'react-router';
import { maxBlogPage, maxSearchLength } from '../../../shared/content/limits';
import { tagPage } from '../../../server/http/page-cache';
import { appContext } from '../../../server/http/router-context';
import { contentTag } from '../../../server/kernel';
import { getContentEndpoint, readPosts, readTag } from '../../../server/modules/content';
import { withPostDates } from '~/features/content/post-dates';
import { notFound } from '~/lib/not-found';
import { readOr404, shownRefusal } from '~/lib/refusal-page.server';
import type { Route } from './+types/blog';

/** Posts per page of the blog list. */
const pageSize = 10;

/** /blog?search=&tag=&page=: a page of published posts, searched or tagged. */
export async function loadBlog({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  tagPage(app, contentTag);
  const params = new URL(request.url).searchParams;
  const search = (params.get('search') ?? '').trim();
  const tagSlug = (params.get('tag') ?? '').trim();
  const pageParam = params.get('page');
  // A page number that is not a whole number from 1 names no page: 404, like a page past the last.
  if (pageParam !== null && !(/^[1-9]\d{0,4}$/.test(pageParam) && Number(pageParam) <= maxBlogPage)) notFound();
  const page = Number(pageParam ?? 1);
  const endpoint = await getContentEndpoint(app);
  // The "Powered by" line names an outside content service by its host.
  const poweredBy = endpoint.isOwn ? null : new URL(endpoint.url).host;
  const shared = { search, page, origin: app.publicUrl, poweredBy };
  const refused = (notice: string, status = 400) => data({ ...shared, tag: null, posts: [], total: 0, pageCount: 1, notice }, { status });
  if (search.length > maxSearchLength) return refused(`Please shorten your search to at most ${maxSearchLength} characters.`);
  const tag = tagSlug ? await readOr404(readTag(app, { slug: tagSlug })) : null;
  if (tagSlug && !tag) notFound();
  try {
    const { total, posts } = await readPosts(app, { first: pageSize, skip: (page - 1) * pageSize, search: search || undefined, tag: tag?.slug });
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    if (page > pageCount) notFound();
    return { ...shared, tag, posts: posts.map(withPostDates), total, pageCount, notice: null };
  } catch (error) {
    // A search the use case refused (characters no search has) is answered on the page, like a long one.
    const { message, status } = shownRefusal(error);
    return refused(message, status);
  }
}
