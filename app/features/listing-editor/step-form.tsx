import { Button, Group } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import formClasses from '~/components/form/form.module.css';
import type { FormErrors, FormValues } from '~/lib/form-errors';
import { UnsavedPartsContext, useLeaveWarning } from './leave-warning';

/**
 * One step's plain HTML form (it works without JavaScript): errors on top, "Save and continue"
 * and "Save". Its fields are uncontrolled, so what was typed before the page's scripts arrived
 * stays; a refused save comes back with them as typed (`useStepValues`). With JavaScript, leaving with unsaved changes asks first, until a save succeeds: a
 * refused one (its errors shown) leaves the changes unsaved.
 */
export function StepForm({ formId, title, children }: { formId: string; title: string; children: ReactNode }) {
  const errors = useActionData<{ errors: FormErrors }>()?.errors;
  const navigation = useNavigation();
  const [dirty, setDirty] = useState(false);
  useLeaveWarning(dirty);
  // A save goes from submit through the router's work (not idle) back to idle: then the action
  // either redirected (saved; no action data) or answered with the form's errors. Followed in
  // render (React's "adjusting state when a prop changes"), so no effect sets state.
  const [save, setSave] = useState<'none' | 'sent' | 'running'>('none');
  if (save === 'sent' && navigation.state !== 'idle') setSave('running');
  if (save === 'running' && navigation.state === 'idle') {
    setSave('none');
    if (!errors) setDirty(false);
  }
  // A change no field's input event tells of (a feature moved or removed) is reported by its part.
  const report = useCallback((_part: string, unsaved: boolean) => {
    if (unsaved) setDirty(true);
  }, []);
  return (
    <UnsavedPartsContext value={report}>
      <Form method="post" className={formClasses.form} noValidate aria-labelledby={`${formId}-title`} onChange={() => setDirty(true)} onSubmit={() => setSave('sent')}>
        <h2 id={`${formId}-title`}>{title}</h2>
        <FormErrorsAlert formId={formId} errors={errors} />
        {children}
        <Group gap="sm">
          <Button type="submit" name="intent" value="next" loading={navigation.state === 'submitting'}>
            Save and continue
          </Button>
          <Button type="submit" name="intent" value="stay" variant="default">
            Save
          </Button>
        </Group>
      </Form>
    </UnsavedPartsContext>
  );
}

export const useStepErrors = () => useActionData<{ errors: FormErrors }>()?.errors ?? {};

/** What was typed into a step the server refused: the fields come back as typed (a save without JavaScript). */
export const useStepValues = () => useActionData<{ values?: FormValues }>()?.values;
