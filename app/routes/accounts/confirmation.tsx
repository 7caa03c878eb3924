import { AuthCard } from '~/features/accounts/auth-card';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/confirmation';
import { loadConfirmation } from './confirmation.server';

// Spec §8: an unknown type gives a blank page, whose title claims no email was sent.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: titleWithProduct(matches, loaderData?.message ? 'Confirmation email sent' : 'Confirmation') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadConfirmation(args);

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
