import { Button } from '@mantine/core';
import { Form } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextField } from '~/components/form/text-field';
import formClasses from '~/components/form/form.module.css';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';

/**
 * /account/deletion: within the 14 days, the person signs in here (e-mail, password, and the
 * second step's code when it is on) to cancel their account's deletion. A plain POST that comes
 * back, when refused, with the messages and the e-mail as typed (never the password).
 */
export function CancelDeletionForm({ failure }: { failure?: { errors: FormErrors; values?: FormValues } }) {
  const formId = 'cancel-deletion';
  const errors = failure?.errors;
  return (
    <Form method="post" className={formClasses.form} noValidate aria-label="Cancel the deletion">
      <FormErrorsAlert formId={formId} errors={errors} />
      <TextField formId={formId} name="email" label="E-mail address" type="email" autoComplete="email" defaultValue={keptValue(failure?.values, 'email')} error={errors?.email} required />
      <TextField formId={formId} name="password" label="Password" type="password" autoComplete="current-password" error={errors?.password} required />
      <TextField
        formId={formId}
        name="otp"
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        hint="Only if you turned on two-step sign-in: the 6-digit code from your app, or a recovery code."
        error={errors?.otp}
      />
      <Button type="submit" size="md">
        Cancel the deletion
      </Button>
    </Form>
  );
}
