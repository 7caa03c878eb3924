import { appContext } from '../../../server/http/router-context';
import { exportSubscribers } from '../../../server/modules/mailing-list';
import { shownRefusal } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import { requireAdministratorsSecondStep } from './admin.server';
import type { Route } from './+types/subscribers-csv';

/**
 * GET /admin/subscribers.csv: the confirmed mailing-list subscribers, for administrators. A
 * visitor is sent to sign in and back; anyone else is refused with 403.
 */
export async function downloadSubscribers({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdministratorsSecondStep(requireViewer(app, request), request);
  try {
    const csv = await exportSubscribers(app);
    const day = app.clock.now().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="subscribers-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    const { message, status } = shownRefusal(error);
    return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
}
