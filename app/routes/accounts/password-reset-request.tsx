import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/password-reset-request';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Reset Your Password') }];

export default function PasswordResetRequestPage() {
  return <PageFrame title="Reset Your Password" />;
}
