import { Button } from '@mantine/core';
import { useState } from 'react';
import { Form } from 'react-router';
import { useReportUnsaved } from './leave-warning';
import classes from './photos.module.css';

/** The listing's brochure: a PDF couples can download from its page. */
export function PhotosBrochure({ brochureFile, error }: { brochureFile: string | null; error?: string }) {
  const [chosen, setChosen] = useState(false);
  useReportUnsaved('brochure', chosen);
  return (
    <section aria-labelledby="brochure-title" className={classes.section}>
      <h3 id="brochure-title" className={classes.sectionTitle}>
        Brochure
      </h3>
      {brochureFile ? (
        <Form method="post" className={classes.inline}>
          <a href={brochureFile} target="_blank" rel="noopener noreferrer">
            Your brochure (PDF)<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <input type="hidden" name="intent" value="remove-brochure" />
          <Button type="submit" size="xs" variant="subtle" color="red">
            Remove
          </Button>
        </Form>
      ) : (
        <p className={classes.hint}>No brochure yet.</p>
      )}
      <Form method="post" encType="multipart/form-data" className={classes.inline} noValidate onSubmit={() => setChosen(false)}>
        <input type="hidden" name="intent" value="brochure" />
        <label className={classes.fileLabel}>
          {brochureFile ? 'Replace with a PDF' : 'A PDF, smaller than 10 MB'}
          <input type="file" name="file" accept="application/pdf" required onChange={(event) => setChosen((event.currentTarget.files?.length ?? 0) > 0)} aria-describedby={error ? 'brochure-error' : undefined} />
        </label>
        <Button type="submit" size="sm" variant="default">
          Upload brochure
        </Button>
      </Form>
      {error && (
        <p id="brochure-error" role="alert" className={classes.refused}>
          {error}
        </p>
      )}
    </section>
  );
}
