import { appContext } from '../../../server/http/router-context';
import { createMessage, describeContactForm } from '../../../server/modules/contact';
import { withWireNames } from '../../../server/kernel';
import { formFailure, formFields } from '~/lib/form-errors.server';
import type { Route } from './+types/contact';

/** What the form offers: a signed-in person writes as their account; a visitor picks a role first. */
export function loadContactForm({ context }: Route.LoaderArgs) {
  return describeContactForm(context.get(appContext), {});
}

/** Sends the message (the form's fields are spec §7's createMessage arguments). */
export async function sendContactMessage({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const fields = formFields(await request.formData());
  try {
    await withWireNames(fields, (input) => createMessage(app, input));
    return { sent: true as const };
  } catch (error) {
    return formFailure(error, { values: fields });
  }
}
