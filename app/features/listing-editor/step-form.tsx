import { Button, Group } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import formClasses from '~/components/form/form.module.css';
import type { FormErrors } from '~/lib/form-errors';
import { UnsavedPartsContext, useLeaveWarning } from './leave-warning';

/**
 * One step's plain HTML form (it works without JavaScript): errors on top, "Save and continue"
 * and "Save". With JavaScript, leaving with unsaved changes asks first, until a save succeeds: a
 * refused one (its errors shown) leaves the changes unsaved.
 */
export function StepForm({ formId, title, children }: { formId: string; title: string; children: ReactNode }) {
  const errors = useActionData<{ errors: FormErrors }>()?.errors;
  const navigation = useNavigation();
  const [dirty, setDirty] = useState(false);
  useLeaveWarning(dirty);
  // A save is under way from submit until the page is idle again: then the action either
  // redirected (saved; no action data) or answered with the form's errors.
  const saving = useRef(false);
  useEffect(() => {
    if (navigation.state !== 'idle' || !saving.current) return;
    saving.current = false;
    if (!errors) setDirty(false);
  }, [navigation.state, errors]);
  // A change no field's input event tells of (a feature moved or removed) is reported by its part.
  const report = useCallback((_part: string, unsaved: boolean) => {
    if (unsaved) setDirty(true);
  }, []);
  return (
    <UnsavedPartsContext value={report}>
      <Form method="post" className={formClasses.form} noValidate aria-labelledby={`${formId}-title`} onChange={() => setDirty(true)} onSubmit={() => (saving.current = true)}>
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
