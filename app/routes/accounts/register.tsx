import { Link } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { AuthCard } from '~/features/accounts/auth-card';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { registerAction } from '~/features/accounts/register-action.server';
import { RegisterForm } from '~/features/accounts/register-form';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Sign Up') },
  { name: 'description', content: 'Create a free account to keep a wishlist of venues and vendors, rate them and message vendors.' },
];

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return null;
}

export const action = registerAction;

export default function RegisterPage() {
  return (
    <AuthCard title="Sign Up" intro={<p>Keep a wishlist of venues and vendors with private notes, rate them, and message vendors in one place.</p>}>
      <RegisterForm
        loginLink={
          <span>
            Already have an account? <Link to="/login">Sign in</Link>
          </span>
        }
      />
    </AuthCard>
  );
}
