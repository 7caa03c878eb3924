import { Button } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { keptValue } from '~/lib/form-errors';
import { TextField } from '~/components/form/text-field';
import { AuthCard } from '~/features/accounts/auth-card';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/password-reset-request';
import { loadPasswordResetRequest, sendResetLink } from './password-reset-request.server';
import formClasses from '~/components/form/form.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Reset Your Password') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadPasswordResetRequest(args);

export const action = (args: Route.ActionArgs) => sendResetLink(args);

export default function PasswordResetRequestPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = actionData?.errors;
  return (
    <AuthCard title="Reset Your Password" intro={<p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>}>
      <Form method="post" className={formClasses.form} noValidate>
        <FormErrorsAlert formId="reset-request" errors={errors} />
        <TextField formId="reset-request" name="email" label="Email" type="email" autoComplete="email" defaultValue={keptValue(actionData?.values, 'email')} error={errors?.email} required />
        <Button type="submit" size="md" loading={navigation.state !== 'idle'}>
          Send Reset Link
        </Button>
        <div className={formClasses.links}>
          <Link to="/login">Back to sign in</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
