import type { ComponentProps } from 'react';
import { errorIdOf } from './form-errors-alert';
import classes from './form.module.css';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'name'> & {
  formId: string;
  name: string;
  label: string;
  /** Choices, value to label, in order. */
  options: Record<string, string>;
  /** The first, empty choice ("Choose a category"). */
  placeholder: string;
  error?: string;
};

/** A labelled native select in the site's form style (TextField's companion). */
export function SelectField({ formId, name, label, options, placeholder, error, ...select }: SelectFieldProps) {
  const id = `${formId}-${name}`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={`${classes.input} ${classes.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(formId, name) : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
