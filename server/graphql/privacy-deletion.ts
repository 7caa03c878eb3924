import { builder } from './builder';
import { cancelAccountDeletion, deleteMyAccount, listPendingDeletions, type AccountDeletion, type PendingDeletion } from '../modules/privacy';
import { ViewerType } from './accounts';
import { useCaseResolver } from './use-case-resolver';

/** Issue 35's "Delete my account": every rule lives in the privacy module's use cases. */

const AccountDeletionType = builder.objectRef<AccountDeletion>('AccountDeletion').implement({
  description: 'A deletion asked for: the account is erased for good at `deletion_due_at` unless the person signs in to cancel before',
  fields: (t) => ({
    deletion_due_at: t.string({ description: 'When the account is erased (ISO 8601, UTC)', resolve: (deletion) => deletion.deletionDueAt.toISOString() }),
    removes_reviews: t.exposeBoolean('removesReviews', { description: 'Whether the reviews the person wrote go too' }),
  }),
});

const PendingDeletionType = builder.objectRef<PendingDeletion>('PendingDeletion').implement({
  description: 'An account waiting for its erasure (administrators only)',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    first_name: t.exposeString('firstName'),
    last_name: t.exposeString('lastName', { nullable: true }),
    isvendor: t.exposeBoolean('isVendor'),
    requested_at: t.string({ resolve: (row) => row.requestedAt.toISOString() }),
    due_at: t.string({ resolve: (row) => row.dueAt.toISOString() }),
    removes_reviews: t.exposeBoolean('removesReviews'),
  }),
});

builder.mutationField('deleteMyAccount', (t) =>
  t.field({
    type: AccountDeletionType,
    description:
      'Deletes the signed-in couple’s or vendor’s own account: sessions end at once and the account is erased after 14 days unless cancelled (cancelAccountDeletion). `confirm` must be the word DELETE; `otp` only when the second step is on',
    args: {
      password: t.arg.string({ required: true }),
      otp: t.arg.string({ description: 'The authenticator app’s code or a recovery code' }),
      confirm: t.arg.string({ required: true, description: 'The word DELETE, as the page asks the person to type' }),
      remove_reviews: t.arg.boolean({ description: 'Remove the reviews the person wrote too (otherwise they stay, by "a former member")' }),
    },
    resolve: useCaseResolver(deleteMyAccount),
  }),
);

builder.mutationField('cancelAccountDeletion', (t) =>
  t.field({
    type: ViewerType,
    description: 'Within the 14 days, takes a deletion back with what signs the person in; answers the viewer, signed in with a new session',
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      otp: t.arg.string({ description: 'The authenticator app’s code or a recovery code, when the second step is on' }),
      altcha: t.arg.string({ description: 'The bot check’s solution, needed only after many failed sign-ins' }),
    },
    resolve: useCaseResolver(cancelAccountDeletion),
  }),
);

builder.queryField('pendingDeletions', (t) =>
  t.field({
    type: [PendingDeletionType],
    description: 'Accounts waiting for their erasure, the soonest due first (administrators only)',
    resolve: (_root, _args, context) => listPendingDeletions(context),
  }),
);
