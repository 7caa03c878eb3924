import { errorIdOf } from '~/components/form/form-errors-alert';
import { keptList, keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';

export type Failed = { errors: FormErrors; values: FormValues | undefined } | null;

/**
 * The props of a form's fields: ids from the form's, the value as typed after a refusal (else
 * where it starts), and the field's error pointed to for screen readers.
 */
export function fieldProps(formId: string, failed: Failed, start: Record<string, string | number | null | undefined>) {
  const describedBy = (name: string, hint?: string) => [hint, failed?.errors[name] ? errorIdOf(formId, name) : undefined].filter(Boolean).join(' ') || undefined;
  return {
    id: (name: string) => `${formId}-${name}`,
    value: (name: string) => (failed ? (keptValue(failed.values, name) ?? '') : String(start[name] ?? '')),
    /** The ticked values of checkboxes of one name, as typed after a refusal, else `initial`. */
    ticked: (name: string, initial: string[]) => (failed ? (keptList(failed.values, name) ?? []) : initial),
    field: (name: string, hint?: string) => ({
      id: `${formId}-${name}`,
      name,
      defaultValue: failed ? (keptValue(failed.values, name) ?? '') : String(start[name] ?? ''),
      'aria-invalid': failed?.errors[name] ? true : undefined,
      'aria-describedby': describedBy(name, hint),
    }),
  };
}
