import { appContext } from '../../../server/http/router-context';
import { resendActivationEmail } from '../../../server/modules/accounts/resend-activation-email';
import { formFailure } from '~/lib/form-errors.server';
import type { Route } from './+types/resend-activation';

export async function action({ context }: Route.ActionArgs) {
  try {
    await resendActivationEmail(context.get(appContext));
    return { ok: true as const };
  } catch (error) {
    return formFailure(error);
  }
}
