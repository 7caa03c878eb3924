import { Button } from '@mantine/core';
import { useEffect, useId } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextField } from '~/components/form/text-field';
import type { FormErrors } from '~/lib/form-errors';
import { SocialSignIn } from './social-sign-in';
import formClasses from '~/components/form/form.module.css';

type SignInResult = { ok: true; message: string } | { errors: FormErrors };

type LoginFormProps = {
  /** An error to show before any attempt (a social sign-in that did not complete). */
  initialError?: string | null;
  /** Where to go after signing in (the page that asked for it); the role's home when absent. */
  redirectTo?: string | null;
  /** In the auth popup: stay on the page and report success instead of redirecting. */
  onSignedIn?: (message: string) => void;
  /** The link under the form: to /register, or a button that switches the popup to registering. */
  registerLink?: React.ReactNode;
  /** An address to start with (the contact form's, when it belongs to an account). */
  defaultEmail?: string;
};

/** E-mail and password sign-in (spec §2, §5), posting to /login's action; works without JavaScript. */
export function LoginForm({ redirectTo, onSignedIn, registerLink, initialError, defaultEmail }: LoginFormProps) {
  const fetcher = useFetcher<SignInResult>();
  const formId = useId().replace(/:/g, '') + 'login';
  const result = fetcher.data;
  const errors = result && 'errors' in result ? result.errors : initialError ? { form: initialError } : undefined;
  const signedIn = result && 'ok' in result ? result.message : null;

  useEffect(() => {
    if (signedIn) onSignedIn?.(signedIn);
  }, [signedIn, onSignedIn]);

  return (
    <fetcher.Form method="post" action="/login" className={formClasses.form} noValidate>
      <SocialSignIn redirectTo={redirectTo} />
      <FormErrorsAlert formId={formId} errors={errors} />
      {onSignedIn && <input type="hidden" name="intent" value="stay" />}
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <TextField formId={formId} name="email" label="Email" type="email" autoComplete="email" defaultValue={defaultEmail} error={errors?.email} required />
      <TextField formId={formId} name="password" label="Password" type="password" autoComplete="current-password" error={errors?.password} required />
      <Button type="submit" size="md" loading={fetcher.state !== 'idle'}>
        Log In
      </Button>
      <div className={formClasses.links}>
        <Link to="/password/reset">Forgot your password?</Link>
        {registerLink}
      </div>
    </fetcher.Form>
  );
}
