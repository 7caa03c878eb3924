import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '~/features/accounts/auth-card';
import { LoginForm } from '~/features/accounts/login-form';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/login';
import { loadVendorLogin, vendorSignInAction } from './login.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Vendor Sign In') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadVendorLogin(args);

export const action = (args: Route.ActionArgs) => vendorSignInAction(args);

export default function VendorLoginPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title="Vendor Sign In" intro={<p>Manage your listings, availability and enquiries from couples.</p>}>
      <LoginForm redirectTo={searchParams.get('redirectTo')} registerLink={<Link to="/vendors/register">Don&apos;t have an account?</Link>} />
    </AuthCard>
  );
}
