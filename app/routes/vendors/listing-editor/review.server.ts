import { data, redirect } from 'react-router';
import { appContext } from '../../../../server/http/router-context';
import { deleteService, publishService, unpublishService } from '../../../../server/modules/catalog';
import { refusalOf } from '../../../../server/kernel';
import { formFailure, type FormFailure } from '~/lib/form-errors.server';
import { chosenIntent } from '~/lib/form-intent';
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
  const chosen = chosenIntent(intents, intent);
  if (!chosen) return data<FormFailure>({ errors: { form: 'Choose publish, unpublish or delete.' } }, { status: 400 });
  try {
    await intents[chosen](app, { id: params.id });
  } catch (error) {
    if (refusalOf(error)?.code === 'NOT_FOUND') notFound();
    return formFailure(error);
  }
  return chosen === 'delete-confirmed' ? redirect('/vendors/dashboard') : redirect(`/vendors/services/${params.id}/review`);
}
