import { Link } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { AuthCard } from '~/features/accounts/auth-card';
import { LoginForm } from '~/features/accounts/login-form';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Vendor Sign In') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return null;
}

export default function VendorLoginPage() {
  return (
    <AuthCard title="Vendor Sign In" intro={<p>Manage your listings, availability and enquiries from couples.</p>}>
      <LoginForm registerLink={<Link to="/vendors/register">Don&apos;t have an account?</Link>} />
    </AuthCard>
  );
}
