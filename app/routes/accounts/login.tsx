import { Link, useSearchParams } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { AuthCard } from '~/features/accounts/auth-card';
import { LoginForm } from '~/features/accounts/login-form';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { signInAction } from '~/features/accounts/sign-in-action.server';
import { socialSignInError } from '~/features/accounts/social-sign-in-error.server';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Sign In') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ context, request }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return { signInError: socialSignInError(new URL(request.url).searchParams) };
}

export const action = signInAction;

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
