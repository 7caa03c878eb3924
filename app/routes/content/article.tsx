import { notFound } from '~/lib/not-found';

// Blog posts arrive with the content issue; until then no slug names a post.
export function loader() {
  notFound();
}

export default function ArticlePage() {
  return null;
}
