import { Link } from 'react-router';
import { AuthCard } from '~/features/accounts/auth-card';
import { RegisterForm } from '~/features/accounts/register-form';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/register';
import { loadRegister, registerAction } from './register.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Sign Up') },
  { name: 'description', content: 'Create a free account to keep a wishlist of venues and vendors, rate them and message vendors.' },
];

export const loader = (args: Route.LoaderArgs) => loadRegister(args);

export const action = (args: Route.ActionArgs) => registerAction(args);

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
