import { Button } from '@mantine/core';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { setFlash } from '../../../server/http/flash-cookie';
import { roleHomes } from '../../../shared/accounts/login-destination';
import { resetPassword } from '../../../server/modules/accounts/reset-password';
import { roleOf } from '../../../server/modules/accounts';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextField } from '~/components/form/text-field';
import { AuthCard } from '~/features/accounts/auth-card';
import { redirectSignedIn } from '~/features/accounts/redirect-signed-in.server';
import { formFailure } from '~/lib/form-errors.server';
import { loginRedirect } from '~/lib/login-redirect';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/password-reset';
import formClasses from '~/components/form/form.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Choose a New Password') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context.get(appContext));
  return null;
}

/** Sets the password, signs in and lands on the role's home (every other session has ended). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = Object.fromEntries(await request.formData());
  try {
    const viewer = await resetPassword(app, { ...form, token: params.token });
    setFlash(app, 'password-reset');
    return loginRedirect(roleHomes, roleOf(viewer));
  } catch (error) {
    return formFailure(error);
  }
}

/** /password/reset/{token}: spec §5 Reset: email, password and confirmation, at least 6 characters. */
export default function PasswordResetPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const errors = actionData?.errors;
  return (
    <AuthCard title="Choose a New Password">
      <Form method="post" className={formClasses.form} noValidate>
        <FormErrorsAlert formId="reset" errors={errors} />
        <TextField formId="reset" name="email" label="Email" type="email" autoComplete="email" defaultValue={searchParams.get('email') ?? ''} error={errors?.email} required />
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
