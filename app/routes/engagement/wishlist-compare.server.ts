import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { compareWishlistServices } from '../../../server/modules/engagement';
import { InvalidInputError } from '../../../server/kernel';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/wishlist-compare';

/** /wishlist/compare?service=1&service=2: the services ticked on /wishlist, side by side (beyond the spec). */
export async function loadComparison({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request);
  try {
    return { problem: null, comparison: await compareWishlistServices(app, { ids: new URL(request.url).searchParams.getAll('service') }) };
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    return data({ problem: Object.values(error.fields).flat()[0], comparison: null }, { status: 400 });
  }
}
