import type { ReactNode } from 'react';
import { Form } from 'react-router';
import classes from './planning.module.css';

/**
 * A plain form with hidden fields and one button: move or hide a task, delete an item, mark a
 * payment paid or pending. `action`: another page's action (a guest's page deletes on the list's).
 */
export function ButtonForm({ intent, formId, fields, label, action }: { intent: string; formId: string; fields: Record<string, string | number>; label: ReactNode; action?: string }) {
  return (
    <Form method="post" action={action} preventScrollReset>
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
