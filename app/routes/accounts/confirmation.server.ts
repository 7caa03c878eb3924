import { appContext } from '../../../server/http/router-context';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import type { Route } from './+types/confirmation';

/** Spec §8: type 1 after a vendor registration, type 2 after a password reset request. */
const confirmations: Record<string, string> = {
  '1': 'Please check your email and confirm your email address.',
  '2': 'Please check your email to reset password.',
};

export function loadConfirmation({ context, request }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return { message: confirmations[new URL(request.url).searchParams.get('type') ?? ''] ?? null };
}
