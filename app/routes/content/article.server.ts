import { tagPage } from '../../../server/http/page-cache';
import { appContext } from '../../../server/http/router-context';
import { contentTag } from '../../../server/kernel';
import { readPost, readRelatedPosts } from '../../../server/modules/content';
import { withPostDates } from '~/features/content/post-dates';
import { notFound } from '~/lib/not-found';
import { readOr404 } from '~/lib/refusal-page.server';
import type { Route } from './+types/article';

/** Related posts offered under an article. */
const relatedCount = 8;

/** /blog/article/{slug}: a published post with its related posts, else 404. */
export async function loadArticle({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  tagPage(app, contentTag);
  const [post, related] = await readOr404(Promise.all([readPost(app, { slug: params.slug }), readRelatedPosts(app, { slug: params.slug, first: relatedCount })]));
  if (!post) notFound();
  return { post: withPostDates(post), related: related.map(withPostDates), origin: app.publicUrl };
}
