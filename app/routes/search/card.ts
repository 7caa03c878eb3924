import { appContext } from '../../../server/http/router-context';
import { listServiceCards } from '../../../server/modules/catalog/list-service-cards';
import type { Route } from './+types/card';

/** One service card as JSON: what a search map marker shows when it is clicked. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const { db } = context.get(appContext);
  const [card] = Number.isSafeInteger(id) && id > 0 ? await listServiceCards(db, [id]) : [];
  if (!card) return Response.json({ error: 'No such service' }, { status: 404 });
  return Response.json({ card }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
