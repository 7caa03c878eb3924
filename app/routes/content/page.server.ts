import { tagPage } from '../../../server/http/page-cache';
import { appContext } from '../../../server/http/router-context';
import { contentTag } from '../../../server/kernel';
import { readPage } from '../../../server/modules/content';
import { notFound } from '~/lib/not-found';
import { readOr404 } from '~/lib/refusal-page.server';
import type { Route } from './+types/page';

/** /pages/{slug} and /pages/{slug}/: a published static page from the content service, else 404. */
export async function loadPage({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  tagPage(app, contentTag);
  const page = await readOr404(readPage(app, { slug: params.slug }));
  if (!page) notFound();
  return { page, origin: app.publicUrl };
}
