import { appContext } from '../../../server/http/router-context';
import { resendActivationEmail } from '../../../server/modules/accounts';
import { formFailure } from '~/lib/form-errors.server';
import type { Route } from './+types/resend-activation';

/** The confirm-your-address banner's button: a new link to the signed-in person's address. */
export async function resendActivation({ context }: Route.ActionArgs) {
  try {
    await resendActivationEmail(context.get(appContext));
    return { ok: true as const };
  } catch (error) {
    return formFailure(error);
  }
}
