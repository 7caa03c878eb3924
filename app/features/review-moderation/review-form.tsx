import { Button } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import type { FormErrors, FormValues } from '~/lib/form-errors';
import classes from './review-moderation.module.css';

/** What a moderation page's action answered: keyed by the form that posted (`form_id`). */
export type ModerationAnswer = { done?: string; message?: string; errors?: FormErrors; values?: FormValues; intent?: string } | undefined;

/** The answer for the form `id` alone: its errors with what was typed, or its success message. */
export function answerFor(answer: ModerationAnswer, id: string) {
  if (!answer) return undefined;
  return answer.done === id || answer.intent === id ? answer : undefined;
}

/**
 * One form of a moderation page as a plain POST form (it works without scripts): its `intent`, its
 * `form_id` (one form per review) and its errors (every field's at once). The page shows the success
 * message (the form may be gone once it succeeded: a dispute is sent once). `problems` are the
 * fields' messages found before sending (a file too big): shown with the server's, and the form is
 * held back while there are any, as typed.
 */
export function ModerationForm({
  intent,
  id,
  label,
  submit,
  answer,
  multipart = false,
  problems,
  children,
}: {
  intent: string;
  id: string;
  label: string;
  submit: string;
  answer: ModerationAnswer;
  multipart?: boolean;
  problems?: FormErrors;
  children: ReactNode;
}) {
  const mine = answerFor(answer, id);
  const errors = problems && Object.keys(problems).length > 0 ? { ...mine?.errors, ...problems } : mine?.errors;
  const holdIfProblems = (event: FormEvent<HTMLFormElement>) => {
    const fields = Object.keys(problems ?? {});
    if (fields.length === 0) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>(`[name="${fields[0]}"]`)?.focus();
  };
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('form_id') === id;
  return (
    <Form method="post" encType={multipart ? 'multipart/form-data' : undefined} noValidate aria-label={label} className={classes.form} onSubmit={holdIfProblems}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="form_id" value={id} />
      {errors && <FormErrorsAlert formId={id} errors={errors} />}
      {children}
      <div className={classes.actions}>
        <Button type="submit" loading={busy}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}
