import { Button, Group } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Form, useActionData, useBlocker, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import formClasses from '~/components/form/form.module.css';
import type { FormErrors } from '~/lib/form-errors';

/**
 * One step's plain HTML form (it works without JavaScript): errors on top, "Save and continue"
 * and "Save". With JavaScript, leaving with unsaved changes asks first.
 */
export function StepForm({ formId, title, children }: { formId: string; title: string; children: ReactNode }) {
  const errors = useActionData<{ errors: FormErrors }>()?.errors;
  const navigation = useNavigation();
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && navigation.state === 'idle' && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('You have unsaved changes. Leave this step anyway?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <Form method="post" className={formClasses.form} noValidate aria-labelledby={`${formId}-title`} onChange={() => setDirty(true)} onSubmit={() => setDirty(false)}>
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
  );
}

export const useStepErrors = () => useActionData<{ errors: FormErrors }>()?.errors ?? {};
