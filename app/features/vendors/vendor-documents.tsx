import { Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { useProfileForm } from '~/features/accounts';
import { AddDocumentsForm } from './add-documents-form';
import type { BusinessFormName, BusinessProfileData } from './business-profile-data';
import { formatFileSize } from './file-size';
import classes from './vendor-profile.module.css';

/**
 * The vendor's verification documents: each downloads from /vendors/documents/{id} (theirs and
 * our administrators' only); while unverified they can be removed and more added.
 */
export function VendorDocuments({ business }: { business: Pick<BusinessProfileData, 'documents' | 'verified'> }) {
  const removal = useProfileForm<BusinessFormName>('remove-document');
  const removing = removal.busy ? removal.fetcher.formData?.get('id') : null;
  const { documents, verified } = business;
  const titleId = 'vendor-documents-title';
  return (
    <section className={classes.documents} aria-labelledby={titleId}>
      <h2 id={titleId} className={classes.sectionTitle}>
        Verification documents
      </h2>
      <p className={classes.intro}>
        {verified ? 'Your business is verified: its documents stay as they were checked.' : 'What you have sent us so far. Only you and our administrators can open them.'}
      </p>
      <FormErrorsAlert formId="vendor-documents" errors={removal.errors} />
      {documents.length === 0 ? (
        <p className={classes.empty}>No documents yet.</p>
      ) : (
        <ul className={classes.documentList}>
          {documents.map((document) => (
            <li key={document.id} className={classes.document}>
              <IconFileText size={22} stroke={1.5} aria-hidden="true" className={classes.documentIcon} />
              <span className={classes.documentName}>
                {/* A resource route: the browser downloads it, React Router does not navigate. */}
                <a href={`/vendors/documents/${document.id}`} download>
                  {document.fileName}
                </a>
                <span className={classes.documentSize}>{formatFileSize(document.size)}</span>
              </span>
              {!verified && (
                <removal.fetcher.Form method="post">
                  <input type="hidden" name="intent" value="remove-document" />
                  <input type="hidden" name="id" value={document.id} />
                  <Button type="submit" variant="subtle" size="compact-sm" disabled={removal.busy} loading={removing === String(document.id)}>
                    Remove<span className="visually-hidden"> {document.fileName}</span>
                  </Button>
                </removal.fetcher.Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <SuccessStatus message={removal.success} className={classes.status} />
      {!verified && <AddDocumentsForm />}
    </section>
  );
}
