/** Where a post is read on this site. */
export function articlePath(slug: string): string {
  return `/blog/article/${slug}`;
}

/** The blog list for a tag, a search and a page; page 1 and empty values are left out. */
export function blogPath({ tag, search, page }: { tag?: string | null; search?: string | null; page?: number }): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (tag) params.set('tag', tag);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
