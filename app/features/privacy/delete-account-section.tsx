import { Form } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextField } from '~/components/form/text-field';
import formClasses from '~/components/form/form.module.css';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import { deletionConfirmWord } from '../../../shared/privacy/account-deletion';
import { WhatDeletionDoes } from './what-deletion-does';
import classes from './account-deletion.module.css';

/** The intent the privacy pages' action dispatches "Delete my account" by. */
export const deleteAccountIntent = 'delete-account';

export type DeleteAccountFailure = { errors: FormErrors; values?: FormValues };

/**
 * "Delete my account" on the privacy pages (couples' /profile/privacy, vendors' privacy page): what
 * happens first, then the password, the second step's code, for couples "remove my reviews too",
 * the typed word and one red button. A plain POST: without JavaScript it works the same, and a
 * refused form comes back with each field's message and what was typed, never the password.
 */
export function DeleteAccountSection({ isVendor, asksCode, failure }: { isVendor: boolean; asksCode: boolean; failure?: DeleteAccountFailure }) {
  const formId = 'delete-account';
  const errors = failure?.errors;
  const kept = (name: string) => keptValue(failure?.values, name);
  return (
    <section className={classes.section} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={classes.title}>
        Delete my account
      </h2>
      <p className={classes.intro}>What happens when you delete your account:</p>
      <WhatDeletionDoes isVendor={isVendor} />
      <Form method="post" className={formClasses.form} noValidate aria-labelledby={`${formId}-title`}>
        <input type="hidden" name="intent" value={deleteAccountIntent} />
        <FormErrorsAlert formId={formId} errors={errors} />
        <TextField formId={formId} name="password" label="Your password" type="password" autoComplete="current-password" error={errors?.password} required />
        {asksCode && (
          <TextField
            formId={formId}
            name="otp"
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            hint="The 6-digit code from your authenticator app, or a recovery code."
            error={errors?.otp}
            required
          />
        )}
        {!isVendor && (
          <label className={formClasses.checkbox}>
            <input type="checkbox" name="remove_reviews" defaultChecked={kept('remove_reviews') !== undefined} />
            <span>Remove my reviews too</span>
          </label>
        )}
        <TextField
          formId={formId}
          name="confirm"
          label={`Type ${deletionConfirmWord} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={kept('confirm')}
          error={errors?.confirm}
          required
        />
        <button type="submit" className={classes.deleteButton}>
          Delete my account
        </button>
      </Form>
    </section>
  );
}
