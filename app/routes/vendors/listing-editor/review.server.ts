import { redirect } from 'react-router';
import { appContext } from '../../../../server/http/router-context';
import { deleteService, publishService, unpublishService } from '../../../../server/modules/catalog';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/review';

/**
 * Publish, unpublish or delete; a deleted listing leaves for the dashboard. Delete asks first, the
 * same with or without JavaScript: its answer is the question, whose own form deletes. A listing
 * that is not the viewer's (or no longer there) is the 404 page, as the step's own is.
 */
export async function reviewAction({ context, request, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  const listing = { id: params.id };
  const here = () => redirect(`/vendors/services/${params.id}/review`);
  return runIntent(
    await request.formData(),
    {
      delete: async () => ({ confirmDelete: true }) as const,
      publish: async () => (await publishService(app, listing), here()),
      unpublish: async () => (await unpublishService(app, listing), here()),
      'delete-confirmed': async () => (await deleteService(app, listing), redirect('/vendors/dashboard')),
    },
    { notFoundPage: true },
  );
}
