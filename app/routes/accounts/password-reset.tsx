import { Button } from '@mantine/core';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { keptValue } from '~/lib/form-errors';
import { TextField } from '~/components/form/text-field';
import { AuthCard } from '~/features/accounts/auth-card';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/password-reset';
import { loadPasswordReset, setNewPassword } from './password-reset.server';
import formClasses from '~/components/form/form.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Choose a New Password') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadPasswordReset(args);

export const action = (args: Route.ActionArgs) => setNewPassword(args);

/** /password/reset/{token}: spec §5 Reset: email, password and confirmation, at least 6 characters. */
export default function PasswordResetPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const errors = actionData?.errors;
  return (
    <AuthCard title="Choose a New Password">
      <Form method="post" className={formClasses.form} noValidate>
        <FormErrorsAlert formId="reset" errors={errors} />
        <TextField formId="reset" name="email" label="Email" type="email" autoComplete="email" defaultValue={keptValue(actionData?.values, 'email') ?? searchParams.get('email') ?? ''} error={errors?.email} required />
        <TextField formId="reset" name="password" label="New password" type="password" autoComplete="new-password" error={errors?.password} required />
        <TextField formId="reset" name="password_confirmation" label="Confirm new password" type="password" autoComplete="new-password" error={errors?.password_confirmation} required />
        <Button type="submit" size="md" loading={navigation.state !== 'idle'}>
          Set New Password
        </Button>
        {errors?.form && (
          <div className={formClasses.links}>
            <Link to="/password/reset">Ask for a new link</Link>
          </div>
        )}
      </Form>
    </AuthCard>
  );
}
