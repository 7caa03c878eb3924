import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/password-reset';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Choose a New Password') }];

export default function PasswordResetPage() {
  return <PageFrame title="Choose a New Password" />;
}
