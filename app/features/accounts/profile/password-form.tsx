import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { TextField } from '~/components/form/text-field';
import formClasses from '~/components/form/form.module.css';
import { useProfileForm } from './profile-forms';
import classes from './profile.module.css';

/** Spec §2's Password tab: the current password, then the new one twice. */
export function PasswordForm() {
  const { fetcher, result, errors, success, busy } = useProfileForm('password');
  const form = useRef<HTMLFormElement>(null);
  const formId = 'profile-password';

  // Passwords never stay in the fields once saved.
  useEffect(() => {
    if (result && 'ok' in result) form.current?.reset();
  }, [result]);

  return (
    <fetcher.Form ref={form} method="post" className={formClasses.form} noValidate aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={classes.panelTitle}>
        Password
      </h2>
      <p className={classes.panelIntro}>Changing your password signs you out everywhere else.</p>
      <input type="hidden" name="intent" value="password" />
      <FormErrorsAlert formId={formId} errors={errors} />
      <TextField formId={formId} name="current_password" label="Current password" type="password" autoComplete="current-password" error={errors?.current_password} required />
      <div className={classes.pair}>
        <TextField formId={formId} name="password" label="New password" type="password" autoComplete="new-password" error={errors?.password} hint="At least 6 characters." required />
        <TextField formId={formId} name="password_confirmation" label="Repeat new password" type="password" autoComplete="new-password" error={errors?.password_confirmation} required />
      </div>
      <div className={classes.actions}>
        <Button type="submit" size="md" loading={busy}>
          Update password
        </Button>
        <SuccessStatus message={success} />
      </div>
    </fetcher.Form>
  );
}
