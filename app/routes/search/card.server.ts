import { appContext } from '../../../server/http/router-context';
import { listServiceCards } from '../../../server/modules/catalog';
import type { MapCard } from '~/features/search/map-service-card';
import { withHeartsAndScores } from '../../../server/http/shown-cards';
import type { Route } from './+types/card';

/**
 * One service card as JSON: what a search map marker shows when it is clicked, with the viewer's
 * heart and the reviews' figures. A signed-in viewer's answer is private (the request context makes
 * it no-store); Vary keeps a browser from reusing a visitor's copy after signing in.
 */
export async function loadCard({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const app = context.get(appContext);
  const cards = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await listServiceCards(app, { serviceIds: [id] }) : [];
  const [card]: MapCard[] = await withHeartsAndScores(app, cards);
  if (!card) return Response.json({ error: 'No such service' }, { status: 404 });
  return Response.json({ card }, { headers: { 'Cache-Control': 'public, max-age=300', Vary: 'Cookie' } });
}
