import { useActionData } from 'react-router';
import { ReviewPanel, useEditedListing } from '~/features/listing-editor';
import type { Route } from './+types/review';
import { reviewAction } from './review.server';

export const action = (args: Route.ActionArgs) => reviewAction(args);

/**
 * The draft as /preview-service shows it (spec §2: the listing as JSON and its category): the
 * editor names its saved draft by id, so the preview shows all of it (photos with their
 * descriptions, booked days, brochure, travel radius, place) in a short address.
 */
function previewUrlOf(listing: ReturnType<typeof useEditedListing>): string {
  return `/preview-service?${new URLSearchParams({ service: JSON.stringify({ id: listing.id }), category: listing.category.name })}`;
}

export default function ReviewStep() {
  const listing = useEditedListing();
  const answer = useActionData<typeof action>();
  const errors = answer && 'errors' in answer ? answer.errors : undefined;
  return (
    <ReviewPanel
      listing={listing}
      previewUrl={previewUrlOf(listing)}
      error={errors ? Object.values(errors).join(' | ') : undefined}
      confirmingDelete={answer !== undefined && 'confirmDelete' in answer}
    />
  );
}
