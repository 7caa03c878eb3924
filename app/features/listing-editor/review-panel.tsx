import { Alert, Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import type { EditableService } from '../../../server/modules/catalog';
import { editorSteps, stepUrl, type EditorStep } from './steps';
import classes from './listing-editor.module.css';

// Which step mends each missing field.
const stepOfField = (field: string): EditorStep => (field === 'photos' ? 'photos' : field === 'address' ? 'location' : field.startsWith('meta.') ? 'attributes' : 'details');

/** The review step: what publishing still needs, the preview, publish or unpublish, and deleting (asked twice). */
export function ReviewPanel({ listing, previewUrl, error, confirmingDelete }: { listing: EditableService; previewUrl: string; error?: string; confirmingDelete: boolean }) {
  const missing = Object.entries(listing.missing);
  const stepLabel = (field: string) => editorSteps.find((step) => step.path === stepOfField(field))!.label;
  return (
    <section aria-labelledby="review-title">
      <h2 id="review-title">Review and publish</h2>
      <p>
        This listing is <strong>{listing.listingState}</strong>. <a href={previewUrl}>Preview it as couples will see it</a>
      </p>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {missing.length > 0 ? (
        <>
          <h3>Before you can publish</h3>
          <ul className={classes.missing}>
            {missing.map(([field, messages]) => (
              <li key={field}>
                {messages.join(' | ')} —{' '}
                {field === 'subscription' ? (
                  // Paying is not an editor step: the category's plans are on the pricing page.
                  <Link to={`/pricing?category=${listing.category.name}`}>Pricing</Link>
                ) : (
                  <Link to={stepUrl(listing.id, stepOfField(field))}>{stepLabel(field)}</Link>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Group gap="sm" mt="md">
        {listing.listingState === 'published' ? (
          <Form method="post">
            <Button type="submit" name="intent" value="unpublish" variant="default">
              Unpublish
            </Button>
          </Form>
        ) : missing.length === 0 ? (
          <Form method="post">
            <Button type="submit" name="intent" value="publish">
              Publish
            </Button>
          </Form>
        ) : (
          // No disabled button: it would be unreadable and unexplained; the list above says why.
          <p>Publishing opens once the list above is done.</p>
        )}
        {!confirmingDelete && (
          <Form method="post">
            <Button type="submit" name="intent" value="delete" variant="default">
              Delete listing
            </Button>
          </Form>
        )}
      </Group>
      {confirmingDelete && <DeleteQuestion listing={listing} />}
    </section>
  );
}

/** Delete's question, in the page (a plain form's answer): delete for good, or keep the listing. */
function DeleteQuestion({ listing }: { listing: EditableService }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the question takes focus, so it is read out where the button was pressed.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="delete-question" className={classes.deleteQuestion}>
      <h3 id="delete-question" ref={heading} tabIndex={-1}>
        Delete “{listing.name}” for good?
      </h3>
      <p>Its photos, brochure and booked days go too. This cannot be undone.</p>
      <Group gap="sm">
        <Form method="post">
          <Button type="submit" name="intent" value="delete-confirmed" color="red.9">
            Delete for good
          </Button>
        </Form>
        <Button component={Link} to={stepUrl(listing.id, 'review')} variant="default" replace>
          Keep the listing
        </Button>
      </Group>
    </section>
  );
}
