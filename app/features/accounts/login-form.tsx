import { Button } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextField } from '~/components/form/text-field';
import { BotCheckField, useBotCheckedSubmit } from '~/features/bot-check';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import { useFieldValue } from '~/lib/use-field-state';
import { useFormAnswer } from '~/lib/use-form-answer';
import { SocialSignIn } from './social-sign-in';
import { PasskeySignIn } from './security/passkey-sign-in';
import formClasses from '~/components/form/form.module.css';

type SignInResult = { ok: true; message: string } | { errors: FormErrors; values?: FormValues } | { secondStep: true; errors?: FormErrors; values?: FormValues };

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

/**
 * E-mail and password sign-in (spec §2, §5), posting to the sign-in action of the page it is on
 * (/login, /vendors/login), or of /login from a popup. It works without JavaScript: the page comes
 * back with the messages and the e-mail as typed. After many failed sign-ins for the address typed
 * (or from this network), the server asks for the bot check instead of refusing (accounts' sign-in
 * limits): the form then shows it, at the level of work the address needs, and Log In waits for it.
 * The e-mail field stays uncontrolled (`useFieldValue`), so what was typed before the page's scripts
 * arrived stays. An account with two-step sign-in gets a second form for the code once the password
 * was right (the server keeps "password step passed" in a cookie: the password is not sent again).
 */
export function LoginForm({ redirectTo, onSignedIn, registerLink, initialError, defaultEmail }: LoginFormProps) {
  const fetcher = useFetcher<SignInResult>();
  const botCheck = useBotCheckedSubmit();
  const formId = useId().replace(/:/g, '') + 'login';
  // In a popup the page's own action data is another form's.
  const result = useFormAnswer(fetcher, { fromPage: !onSignedIn });
  const email = useFieldValue(keptValue(result && 'values' in result ? result.values : undefined, 'email') ?? defaultEmail ?? '');
  const serverErrors = result && 'errors' in result && result.errors ? result.errors : initialError && !result ? { form: initialError } : undefined;
  const secondStep = !!result && 'secondStep' in result;
  const errors = botCheck.failedMessage ? { ...serverErrors, form: botCheck.failedMessage } : serverErrors;
  const signedIn = result && 'ok' in result ? result.message : null;
  // Once asked for, the check stays; each answer spends its solution, so the next try gets a fresh one.
  const [checkAsked, setCheckAsked] = useState(false);
  const [answered, setAnswered] = useState<unknown>(undefined);
  if (result !== answered) {
    setAnswered(result);
    if (serverErrors?.altcha) setCheckAsked(true);
    if (serverErrors) botCheck.renew();
  }
  const sending = botCheck.waiting || fetcher.state !== 'idle';

  useEffect(() => {
    if (signedIn) onSignedIn?.(signedIn);
  }, [signedIn, onSignedIn]);

  return (
    <fetcher.Form
      method="post"
      action={onSignedIn ? '/login' : undefined}
      className={formClasses.form}
      noValidate
      onSubmit={(event) => {
        if (checkAsked) botCheck.onSubmit(event, { busy: fetcher.state !== 'idle' });
        else if (fetcher.state !== 'idle') event.preventDefault();
      }}
    >
      {!secondStep && <SocialSignIn redirectTo={redirectTo} />}
      <FormErrorsAlert formId={formId} errors={errors} />
      {onSignedIn && <input type="hidden" name="intent" value="stay" />}
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {secondStep ? (
        <SecondStepFields formId={formId} email={email.value} error={errors?.otp} />
      ) : (
        <>
          <TextField formId={formId} name="email" label="Email" type="email" autoComplete="email" {...email.field} error={errors?.email} required />
          <TextField formId={formId} name="password" label="Password" type="password" autoComplete="current-password" error={errors?.password} required />
        </>
      )}
      {checkAsked && <BotCheckField key={botCheck.attempt} challenge={`/api/bot-check/challenge?email=${encodeURIComponent(email.value)}`} {...botCheck.field} />}
      <Button type="submit" size="md" aria-disabled={sending || undefined}>
        {sending ? 'Sending...' : secondStep ? 'Verify' : 'Log In'}
      </Button>
      {/* Below the fields: it appears once the scripts run, and must not move what a person is typing into. */}
      <PasskeySignIn redirectTo={redirectTo} onSignedIn={onSignedIn} />
      <div className={formClasses.links}>
        <Link to="/password/reset">Forgot your password?</Link>
        {registerLink}
      </div>
    </fetcher.Form>
  );
}

/**
 * The second step: the code from the authenticator app (or a recovery code), for the account whose
 * password was right. The e-mail rides along for the bot check, should the limits ask for it.
 */
function SecondStepFields({ formId, email, error }: { formId: string; email: string; error?: string }) {
  return (
    <>
      <p className={formClasses.hint} id={`${formId}-second-step`}>
        Two-step sign-in is on for <strong>{email}</strong>. Open your authenticator app and enter the 6-digit code it shows.
      </p>
      <input type="hidden" name="email" value={email} />
      <TextField
        formId={formId}
        name="otp"
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        autoFocus
        hint="No phone to hand? A recovery code works here too."
        error={error}
        required
      />
      <Link to="/login" reloadDocument>
        Sign in with another account
      </Link>
    </>
  );
}
