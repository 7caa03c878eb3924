import { redirect } from 'react-router';
import { appContext } from '../../../../server/http/router-context';
import { deleteService, publishService, unpublishService } from '../../../../server/modules/catalog';
import { refusalOf } from '../../../../server/modules/platform';
import { formFailure } from '~/lib/form-errors.server';
import { notFound } from '~/lib/not-found';
import type { Route } from './+types/review';

const intents = { publish: publishService, unpublish: unpublishService, 'delete-confirmed': deleteService } as const;

/**
 * Publish, unpublish or delete; a deleted listing leaves for the dashboard. Delete asks first, the
 * same with or without JavaScript: its answer is the question, whose own form deletes.
 */
export async function reviewAction({ context, request, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  const intent = (await request.formData()).get('intent');
  if (intent === 'delete') return { confirmDelete: true } as const;
  const run = intents[intent as keyof typeof intents];
  if (!run) return formFailure(new Error('unknown intent'));
  try {
    await run(app, { id: params.id });
  } catch (error) {
    if (refusalOf(error)?.code === 'NOT_FOUND') notFound();
    return formFailure(error);
  }
  return intent === 'delete-confirmed' ? redirect('/vendors/dashboard') : redirect(`/vendors/services/${params.id}/review`);
}
