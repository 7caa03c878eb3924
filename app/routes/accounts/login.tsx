import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '~/features/accounts/auth-card';
import { LoginForm } from '~/features/accounts/login-form';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/login';
import { loadLogin, signInAction } from './login.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Sign In') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadLogin(args);

export const action = (args: Route.ActionArgs) => signInAction(args);

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title="Sign In" intro={<p>Welcome back. Pick up your wishlist and your conversations with vendors where you left them.</p>}>
      <LoginForm
        redirectTo={searchParams.get('redirectTo')}
        initialError={loaderData.signInError}
        registerLink={
          <span>
            New here? <Link to="/register">Create an account</Link>
          </span>
        }
      />
    </AuthCard>
  );
}
