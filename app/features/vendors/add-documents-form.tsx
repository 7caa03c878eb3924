import { Button } from '@mantine/core';
import { useState } from 'react';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { useProfileForm } from '~/features/accounts';
import type { BusinessFormName } from './business-profile-data';
import { DocumentsField } from './documents-field';
import formClasses from '~/components/form/form.module.css';
import classes from './vendor-profile.module.css';

/** More verification documents, checked by content on the server (a multipart form: it posts without JavaScript too). */
export function AddDocumentsForm() {
  const { fetcher, result, errors, success, busy } = useProfileForm<BusinessFormName>('documents');
  const formId = 'vendor-add-documents';
  // Once added, the files leave the picker (a new field is empty): the list above shows them.
  const [added, setAdded] = useState(0);
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result && 'ok' in result) setAdded(added + 1);
  }
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className={`${formClasses.form} ${classes.addDocuments}`} noValidate>
      <input type="hidden" name="intent" value="documents" />
      <FormErrorsAlert formId={formId} errors={errors} />
      <DocumentsField key={added} formId={formId} name="files" label="Add documents" error={errors?.files} />
      <div className={classes.actions}>
        <Button type="submit" size="md" variant="default" loading={busy}>
          Upload documents
        </Button>
        <SuccessStatus message={success} />
      </div>
    </fetcher.Form>
  );
}
