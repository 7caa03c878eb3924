import type { ReactNode } from 'react';
import { Form } from 'react-router';
import classes from './planning.module.css';

/** A plain form with hidden fields and one button: move or hide a task, delete an item, mark a payment paid or pending. */
export function ButtonForm({ intent, formId, fields, label }: { intent: string; formId: string; fields: Record<string, string | number>; label: ReactNode }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="form_id" value={formId} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={classes.small}>
        {label}
      </button>
    </Form>
  );
}
