import { redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { exportSubscribers } from '../../../server/modules/mailing-list/export-subscribers';
import { RefusedError } from '../../../server/modules/platform/errors';
import type { Route } from './+types/subscribers-csv';

/**
 * GET /admin/subscribers.csv: the confirmed mailing-list subscribers, for administrators. A
 * visitor is sent to sign in and back; anyone else is refused with 403.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  try {
    const csv = await exportSubscribers(context.get(appContext));
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="subscribers-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (!(error instanceof RefusedError)) throw error;
    if (error.code === 'UNAUTHENTICATED') return redirect(`/login?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`);
    return new Response(error.message, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
}
