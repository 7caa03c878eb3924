import { appContext } from '../../../server/http/router-context';
import { AuthCard } from '~/features/accounts/auth-card';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/confirmation';

/** Spec §8: type 1 after a vendor registration, type 2 after a password reset request. */
const confirmations: Record<string, string> = {
  '1': 'Please check your email and confirm your email address.',
  '2': 'Please check your email to reset password.',
};

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Confirmation email sent') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ context, request }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return { message: confirmations[new URL(request.url).searchParams.get('type') ?? ''] ?? null };
}

export default function ConfirmationPage({ loaderData }: Route.ComponentProps) {
  // Spec §8: an unknown type gives a blank page.
  if (!loaderData.message) return null;
  return (
    <AuthCard title="Confirmation email sent">
      <p>{loaderData.message}</p>
      <p>The message can take a minute to arrive; if it does not, look in your spam folder.</p>
    </AuthCard>
  );
}
