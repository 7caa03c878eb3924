import { Button } from '@mantine/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextField } from '~/components/form/text-field';
import { BotCheckField, useBotCheckedSubmit } from '~/features/bot-check';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import { useFormAnswer } from '~/lib/use-form-answer';
import { SocialSignIn } from './social-sign-in';
import formClasses from '~/components/form/form.module.css';

type RegisterResult = { ok: true; message: string } | { errors: FormErrors; values?: FormValues };

type RegisterFormProps = {
  /** In the auth popup: stay on the page and report success. */
  onRegistered?: (message: string) => void;
  /** The link under the form: to /login, or a button that switches the popup to signing in. */
  loginLink: ReactNode;
};

/**
 * A couple's sign-up (spec §5 Register), with the bot check, sent in one click: a Sign Up before
 * the check is solved waits for it ("Sending..."), then sends; a form with missing fields is sent at
 * once for spec §5's messages. Its fields are uncontrolled: what was typed before the page's scripts
 * arrived stays. Without JavaScript it posts to /register, whose page comes back with the
 * messages and what was typed (passwords excepted).
 */
export function RegisterForm({ onRegistered, loginLink }: RegisterFormProps) {
  const fetcher = useFetcher<RegisterResult>();
  const botCheck = useBotCheckedSubmit();
  const formId = useId().replace(/:/g, '') + 'register';
  // In the popup the page's own action data is another form's.
  const result = useFormAnswer(fetcher, { fromPage: !onRegistered });
  const serverErrors = result && 'errors' in result ? result.errors : undefined;
  const typed = result && 'values' in result ? result.values : undefined;
  const errors = botCheck.failedMessage ? { ...serverErrors, form: botCheck.failedMessage } : serverErrors;
  const registered = result && 'ok' in result ? result.message : null;
  // A refused submission may have spent the solution: each answer gets a fresh challenge.
  const [answered, setAnswered] = useState<unknown>(undefined);
  if (result !== answered) {
    setAnswered(result);
    if (serverErrors) botCheck.renew();
  }
  const sending = botCheck.waiting || fetcher.state !== 'idle';

  useEffect(() => {
    if (registered) onRegistered?.(registered);
  }, [registered, onRegistered]);

  return (
    <fetcher.Form
      method="post"
      action="/register"
      className={formClasses.form}
      noValidate
      onSubmit={(event) => botCheck.onSubmit(event, { busy: fetcher.state !== 'idle' })}
    >
      <SocialSignIn />
      <FormErrorsAlert formId={formId} errors={errors} />
      {onRegistered && <input type="hidden" name="intent" value="stay" />}
      <TextField formId={formId} name="first_name" label="First name" autoComplete="given-name" defaultValue={keptValue(typed, 'first_name')} error={errors?.first_name} required />
      <TextField formId={formId} name="last_name" label="Last name (optional)" autoComplete="family-name" defaultValue={keptValue(typed, 'last_name')} error={errors?.last_name} />
      <TextField formId={formId} name="email" label="Email" type="email" autoComplete="email" defaultValue={keptValue(typed, 'email')} error={errors?.email} required />
      <TextField
        formId={formId}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters; a few words together are easy to remember and hard to guess."
        error={errors?.password}
        required
      />
      <TextField formId={formId} name="password_confirmation" label="Confirm password" type="password" autoComplete="new-password" error={errors?.password_confirmation} required />
      <label className={formClasses.checkbox}>
        <input type="checkbox" name="newsletter_notify" defaultChecked={keptValue(typed, 'newsletter_notify') !== undefined} />
        <span>Send me wedding inspiration and news now and then</span>
      </label>
      <BotCheckField key={botCheck.attempt} {...botCheck.field} />
      <p className={formClasses.hint}>
        By signing up you accept the <Link to="/pages/terms/">Terms and Conditions</Link> and <Link to="/pages/privacy/">Privacy Policy</Link>.
      </p>
      <Button type="submit" size="md" aria-disabled={sending || undefined}>
        {sending ? 'Sending...' : 'Sign Up'}
      </Button>
      <div className={formClasses.links}>{loginLink}</div>
    </fetcher.Form>
  );
}
