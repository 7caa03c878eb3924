import { appContext } from '../../../server/http/router-context';
import { exportGuestList } from '../../../server/modules/guests';
import type { Route } from './+types/guests-csv';
import { requireCouple } from './require-couple.server';

/** /planning/guests.csv (issue 34): the couple's guest list, one row per guest per event; never cached, named by the date alone. */
export async function downloadGuestList({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireCouple(app, request);
  const file = await exportGuestList(app);
  return new Response(file.body, {
    headers: { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'private, no-store' },
  });
}
