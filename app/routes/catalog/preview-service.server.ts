import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { buildPreviewService } from '../../../server/modules/catalog';
import { availabilityWindow } from '../../../shared/catalog/availability-window';
import { shownRefusal } from '~/lib/refusal-page.server';
import type { Route } from './+types/preview-service';

/** The unsaved listing of the query parameters `service` (JSON) and `category`, as its page would show it; what is wrong with it, with a 400. */
export async function loadPreviewService({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const query = new URL(request.url).searchParams;
  try {
    const service = await buildPreviewService(app, { service: query.get('service'), category: query.get('category') });
    return { ok: true as const, service, calendar: availabilityWindow(app.clock.now()), origin: app.publicUrl };
  } catch (error) {
    const { message, status } = shownRefusal(error);
    return data({ ok: false as const, message }, { status });
  }
}
