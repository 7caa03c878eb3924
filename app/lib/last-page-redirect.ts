import { redirect } from 'react-router';

/**
 * A search URL asking for a page past the last (an old link, a shrunk result): redirects to the
 * last page, so the address names the page shown.
 */
export function redirectPastLastPage(url: URL, search: { page: number; pageBeyondLast: number | null }): void {
  if (search.pageBeyondLast === null) return;
  const params = new URLSearchParams(url.search);
  if (search.page > 1) params.set('page', String(search.page));
  else params.delete('page');
  const query = params.toString();
  throw redirect(query ? `${url.pathname}?${query}` : url.pathname);
}
