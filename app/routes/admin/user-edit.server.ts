import { findUserRecord, sendPasswordResetLink, setEmailVerified, updateContactInfo, updateUserRoles } from '../../../server/modules/accounts';
import { redirect } from 'react-router';
import { deleteUser, reinstateUser, suspendUser } from '../../../server/modules/admin';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/user-edit';
import { adminAction, adminContext, adminRead } from './admin.server';

/** /users/{id}/edit (spec §2): any user's record, for administrators. */
export async function loadUserEdit(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const user = await adminRead(() => findUserRecord(app, { id: args.params.id }));
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      nickname: user.nickname,
      address: user.address,
      roles: user.roles,
      emailVerified: user.emailVerified,
      suspended: user.suspendedAt ? { since: formatDateTime(user.suspendedAt), reason: user.suspensionReason ?? '' } : null,
      joined: formatDateTime(user.createdAt),
    },
    own: user.id === app.viewer!.id,
  };
}

export async function userEditAction(args: Route.ActionArgs) {
  const id = args.params.id;
  let deleted = false;
  const result = await adminAction(args, {
    delete: async (app, fields) => {
      await deleteUser(app, { ...fields, id });
      deleted = true;
      return 'The account is deleted.';
    },
    profile: async (app, fields) => (await updateContactInfo(app, { ...fields, id }), 'The profile is saved.'),
    roles: async (app, fields) => (await updateUserRoles(app, { roles: fields.roles ?? [], id }), 'The roles are saved.'),
    verified: async (app, fields) => ((await setEmailVerified(app, { verified: fields.verified ?? false, id })).emailVerified ? 'The e-mail address is marked verified.' : 'The e-mail address is marked not verified.'),
    suspend: async (app, fields) => {
      const { listingsHeld } = await suspendUser(app, { ...fields, id });
      return listingsHeld > 0 ? `The account is suspended and ${listingsHeld} listing(s) are hidden.` : 'The account is suspended.';
    },
    reinstate: async (app) => (await reinstateUser(app, { id }), 'The account is reinstated.'),
    reset: async (app) => `A password reset link was sent to ${(await sendPasswordResetLink(app, { id })).email}.`,
  });
  if (deleted) throw redirect('/admin/users');
  return result;
}
