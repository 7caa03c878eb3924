import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import type { FormErrors, FormValues } from '~/lib/form-errors';
import classes from './admin.module.css';

type ActionData = { success?: string; errors?: FormErrors; values?: FormValues; intent?: string } | undefined;

/**
 * What the page's action answered for the form `id` (the action keys its answer by the form); a
 * refusal carries what was typed (`values`), for the fields' defaultValues after a post without
 * JavaScript.
 */
export function useActionResult(id: string) {
  const result = useActionData() as ActionData;
  return result?.intent === id ? result : undefined;
}

/**
 * One admin action as a plain POST form (it works without JavaScript): its `intent`, its fields,
 * its errors (spec §8's list) and its success message, each shown only for this form. `confirm`
 * asks before a change that is hard to take back.
 */
export function ActionForm({
  intent,
  id,
  submit,
  children,
  color,
  confirm,
  inline = false,
  label,
}: {
  intent: string;
  /** Unique on the page: field ids and the error list hang off it. */
  id: string;
  submit: string;
  children?: ReactNode;
  color?: string;
  confirm?: string;
  inline?: boolean;
  label?: string;
}) {
  const result = useActionResult(id);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('form_id') === id;
  return (
    <Form
      method="post"
      noValidate
      aria-label={label}
      className={inline ? classes.inlineForm : classes.stackForm}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="form_id" value={id} />
      {result?.errors && <FormErrorsAlert formId={id} errors={result.errors} />}
      {children && <div className={classes.fields}>{children}</div>}
      <div className={classes.formActions}>
        <Button type="submit" color={color} loading={busy}>
          {submit}
        </Button>
        <SuccessStatus message={result?.success ?? null} />
      </div>
    </Form>
  );
}
