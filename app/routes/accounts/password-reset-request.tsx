import { Button } from '@mantine/core';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { requestPasswordReset } from '../../../server/modules/accounts/request-password-reset';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextField } from '~/components/form/text-field';
import { AuthCard } from '~/features/accounts/auth-card';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { formFailure } from '~/lib/form-errors.server';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/password-reset-request';
import formClasses from '~/components/form/form.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Reset Your Password') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return null;
}

/** Spec §4: success goes to /confirmation?type=2, whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await requestPasswordReset(context.get(appContext), { email: form.get('email') });
    return redirect('/confirmation?type=2');
  } catch (error) {
    return formFailure(error);
  }
}

export default function PasswordResetRequestPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors = actionData?.errors;
  return (
    <AuthCard title="Reset Your Password" intro={<p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>}>
      <Form method="post" className={formClasses.form} noValidate>
        <FormErrorsAlert formId="reset-request" errors={errors} />
        <TextField formId="reset-request" name="email" label="Email" type="email" autoComplete="email" error={errors?.email} required />
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
