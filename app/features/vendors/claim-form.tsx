import { Button } from '@mantine/core';
import { useId } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextField } from '~/components/form/text-field';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import { useFormAnswer } from '~/lib/use-form-answer';
import { DocumentsField } from './documents-field';
import formClasses from '~/components/form/form.module.css';

type ClaimResult = { claimed: true } | { errors: FormErrors; values?: FormValues };

/**
 * A signed-in vendor claims an unclaimed listing: a note and evidence, documents or a business
 * e-mail at the listing's domain. The claim waits for an administrator. Without JavaScript the
 * page comes back with the answer, the note and e-mail as typed.
 */
export function ClaimForm({ listing }: { listing: { serviceId: number; name: string } }) {
  const fetcher = useFetcher<ClaimResult>();
  const formId = useId().replace(/:/g, '') + 'claim';
  const result = useFormAnswer(fetcher);
  if (result && 'claimed' in result) {
    return (
      <div role="status">
        <p>Thank you: your claim of {listing.name} is with our administrators. We will e-mail you when it is decided.</p>
        <p>
          <Link to="/vendors/dashboard">Go to your dashboard</Link>
        </p>
      </div>
    );
  }
  const errors = result?.errors;
  const typed = result?.values;
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className={formClasses.form} noValidate>
      <FormErrorsAlert formId={formId} errors={errors} />
      <input type="hidden" name="intent" value="claim" />
      <input type="hidden" name="serviceId" value={listing.serviceId} />
      <div className={formClasses.field}>
        <label htmlFor={`${formId}-note`} className={formClasses.label}>
          Note for our administrators (optional)
        </label>
        <textarea id={`${formId}-note`} name="note" defaultValue={keptValue(typed, 'note')} rows={4} maxLength={2000} className={formClasses.textarea} />
      </div>
      <TextField
        formId={formId}
        name="evidence_email"
        defaultValue={keptValue(typed, 'evidence_email')}
        label="Business e-mail at the listing’s website (optional)"
        type="email"
        autoComplete="email"
        hint="An address at the listing’s own domain is evidence enough; otherwise add a document."
        error={errors?.evidence_email}
      />
      <DocumentsField formId={formId} name="files" error={errors?.files} />
      <Button type="submit" size="md" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? 'Sending...' : 'Send Claim'}
      </Button>
    </fetcher.Form>
  );
}
