import type { ComponentProps } from 'react';
import { errorIdOf } from './form-errors-alert';
import classes from './form.module.css';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'name'> & {
  formId: string;
  name: string;
  label: string;
  /** The field's message in the form's error list; marks the input invalid and points to it. */
  error?: string;
  hint?: string;
};

/** A labelled native input in the site's form style. */
export function TextField({ formId, name, label, error, hint, type = 'text', ...input }: TextFieldProps) {
  const id = `${formId}-${name}`;
  const describedBy = [hint && `${id}-hint`, error && errorIdOf(formId, name)].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
