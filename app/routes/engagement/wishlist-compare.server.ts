import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { compareWishlistServices } from '../../../server/modules/engagement';
import { shownRefusal } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/wishlist-compare';

/** /wishlist/compare?service=1&service=2: the services ticked on /wishlist, side by side (beyond the spec). */
export async function loadComparison({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request);
  try {
    return { problem: null, comparison: await compareWishlistServices(app, { ids: new URL(request.url).searchParams.getAll('service') }) };
  } catch (error) {
    const { message, status } = shownRefusal(error);
    return data({ problem: message, comparison: null }, { status });
  }
}
