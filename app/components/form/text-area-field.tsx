import type { ComponentProps } from 'react';
import { errorIdOf } from './form-errors-alert';
import classes from './form.module.css';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'name'> & {
  formId: string;
  name: string;
  label: string;
  error?: string;
};

/** A labelled native textarea in the site's form style (TextField's companion). */
export function TextAreaField({ formId, name, label, error, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = `${formId}-${name}`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        className={`${classes.input} ${classes.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(formId, name) : undefined}
        {...textarea}
      />
    </div>
  );
}
