import { IconAlertCircle } from '@tabler/icons-react';
import type { FormErrors } from '~/lib/form-errors';
import classes from './form.module.css';

/** The id of a field's entry in the error list, for its input's aria-describedby. */
export const errorIdOf = (formId: string, field: string) => `${formId}-error-${field}`;

/**
 * Spec §8: a form's errors as a keyed list of danger alerts, announced when they appear. Each
 * field's entry is what its input points to with aria-describedby.
 */
export function FormErrorsAlert({ formId, errors }: { formId: string; errors: FormErrors | undefined }) {
  const entries = Object.entries(errors ?? {});
  return (
    <div role="alert" className={classes.alerts}>
      {entries.length > 0 && (
        <ul>
          {entries.map(([field, message]) => (
            <li key={field} id={errorIdOf(formId, field)} className={classes.alert}>
              <IconAlertCircle size={18} aria-hidden="true" />
              <span>{message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
