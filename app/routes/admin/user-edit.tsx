import { Alert, Badge, Group, Text, Title } from '@mantine/core';
import formClasses from '~/components/form/form.module.css';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import { ActionForm, useActionResult } from '~/features/admin/action-form';
import { keptValue } from '~/lib/form-errors';
import classes from '~/features/admin/admin.module.css';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/user-edit';
import { loadUserEdit, userEditAction } from './user-edit.server';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [{ title: titleWithProduct(matches, `${loaderData?.user.firstName ?? 'User'} - Administration`) }];
export const handle = {
  parent: { crumb: 'Users', path: '/admin/users' },
  crumb: (data: Awaited<ReturnType<typeof loadUserEdit>> | undefined) => (data ? `${data.user.firstName} ${data.user.lastName ?? ''}`.trim() : 'User'),
};
export const loader = (args: Route.LoaderArgs) => loadUserEdit(args);
export const action = (args: Route.ActionArgs) => userEditAction(args);

const roleOptions = [
  { value: 'administrator', label: 'Administrator' },
  { value: 'vendor', label: 'Vendor' },
  { value: 'user', label: 'Couple' },
] as const;

export default function UserEditPage({ loaderData }: Route.ComponentProps) {
  const { user, own } = loaderData;
  const profile = useActionResult('profile');
  const profileErrors = profile?.errors;
  // A refused form comes back as typed (after a post without JavaScript).
  const kept = (name: string, saved: string) => keptValue(profile?.values, name) ?? saved;
  // Suspending and reinstating swap forms: they share one id, so the answer shows in the form that follows.
  const suspension = useActionResult('suspension');
  const suspendErrors = suspension?.errors;
  const deleteErrors = useActionResult('delete')?.errors;
  return (
    <>
      <Title order={1}>
        {user.firstName} {user.lastName}
      </Title>
      <Group gap="xs">
        <Text>{user.email}</Text>
        {user.suspended && (
          <Badge color="red" variant="light">
            Suspended
          </Badge>
        )}
        <Text c="dimmed" size="sm">
          Joined {user.joined}
        </Text>
      </Group>

      <section className={classes.card} aria-labelledby="profile-title">
        <Title order={2} size="h3" id="profile-title">
          Profile
        </Title>
        <ActionForm intent="profile" id="profile" submit="Save profile">
          <TextField formId="profile" name="first_name" label="First name" defaultValue={kept('first_name', user.firstName)} error={profileErrors?.first_name} />
          <TextField formId="profile" name="last_name" label="Last name" defaultValue={kept('last_name', user.lastName ?? '')} error={profileErrors?.last_name} />
          <TextField formId="profile" name="nickname" label="Nickname" defaultValue={kept('nickname', user.nickname ?? '')} error={profileErrors?.nickname} />
          <TextField formId="profile" name="address" label="Address" defaultValue={kept('address', user.address ?? '')} error={profileErrors?.address} />
        </ActionForm>
      </section>

      <section className={classes.card} aria-labelledby="roles-title">
        <Title order={2} size="h3" id="roles-title">
          Roles and e-mail
        </Title>
        <ActionForm intent="roles" id="roles" submit="Save roles">
          <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            <legend className="visually-hidden">Roles</legend>
            {roleOptions.map((role) => (
              <label key={role.value} className={formClasses.checkbox}>
                <input type="checkbox" name="roles" value={role.value} defaultChecked={user.roles.includes(role.value)} /> {role.label}
              </label>
            ))}
          </fieldset>
        </ActionForm>
        <ActionForm intent="verified" id="verified" submit="Save">
          <label className={formClasses.checkbox}>
            <input type="checkbox" name="verified" defaultChecked={user.emailVerified} /> E-mail address verified
          </label>
        </ActionForm>
      </section>

      <section className={classes.card} aria-labelledby="access-title">
        <Title order={2} size="h3" id="access-title">
          Access
        </Title>
        <Text size="sm">Administrators never see or set passwords: the person chooses a new one from the e-mailed link.</Text>
        <ActionForm intent="reset" id="reset" submit="Send password reset link" />
        {user.suspended ? (
          <>
            <Alert color="red" title={`Suspended since ${user.suspended.since}`}>
              {user.suspended.reason}
            </Alert>
            <ActionForm intent="reinstate" id="suspension" submit="Reinstate" />
          </>
        ) : (
          !own && (
            <ActionForm intent="suspend" id="suspension" submit="Suspend" color="red" confirm="Suspend this account? They are signed out everywhere and cannot sign in.">
              <Text size="sm">Sign-in is refused, open sessions end and a vendor’s listings are hidden. The reason is kept in the audit log.</Text>
              <TextAreaField formId="suspension" name="reason" label="Reason for the suspension" defaultValue={keptValue(suspension?.values, 'reason')} error={suspendErrors?.reason} rows={2} />
            </ActionForm>
          )
        )}
      </section>

      {!own && (
        <section className={classes.card} aria-labelledby="delete-title">
          <Title order={2} size="h3" id="delete-title">
            Delete on request
          </Title>
          <Text size="sm">
            When the person asks (Australian Privacy Principles), their account is deleted with their profile, sign-ins, wishlist, notes, ratings, conversations (for the other person too), business
            details and documents. A vendor’s listings stay as unclaimed listings. Kept: the audit log, and tax invoices, which the law asks us to keep.
          </Text>
          <ActionForm intent="delete" id="delete" submit="Delete the account" color="red" confirm="Delete this account for good? This cannot be undone.">
            <TextField formId="delete" name="confirm_email" label="Type the account’s e-mail address to confirm" autoComplete="off" error={deleteErrors?.confirm_email} />
          </ActionForm>
        </section>
      )}
    </>
  );
}
