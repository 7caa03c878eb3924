import { AuthCard } from '~/features/accounts/auth-card';
import { CancelDeletionForm } from '~/features/privacy';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/account-deletion';
import { cancelDeletionAction, loadAccountDeletion } from './account-deletion.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Cancel the deletion') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadAccountDeletion(args);
export const action = (args: Route.ActionArgs) => cancelDeletionAction(args);

/** Where a deleted account can be taken back within its 14 days. */
export default function AccountDeletionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { dueText, fromSignIn } = loaderData;
  return (
    <AuthCard
      title="Cancel the deletion"
      intro={
        <>
          {dueText && (
            <p role="status">
              Your account is deleted: you are signed out and nobody can use it. It will be erased for good on {dueText}.
            </p>
          )}
          {fromSignIn && <p role="status">This account is being deleted, so it cannot sign in.</p>}
          <p>Changed your mind? Within 14 days of deleting your account, sign in here to cancel the deletion and keep it.</p>
        </>
      }
    >
      <CancelDeletionForm failure={actionData} />
    </AuthCard>
  );
}
