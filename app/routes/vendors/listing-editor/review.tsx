import { useActionData } from 'react-router';
import { ReviewPanel, useEditedListing } from '~/features/listing-editor';
import type { Route } from './+types/review';
import { reviewAction } from './review.server';

export const action = (args: Route.ActionArgs) => reviewAction(args);

/** The draft as /preview-service shows it (spec §2: the listing as JSON and its category). */
function previewUrlOf(listing: ReturnType<typeof useEditedListing>): string {
  const service = {
    name: listing.name,
    description: listing.description,
    address: listing.address,
    shortAddress: listing.shortAddress,
    features: listing.features,
    website: listing.website,
    phone: listing.phone,
    images: listing.photos.map((photo) => photo.url).filter((url) => url.startsWith('/images/')),
    location: { lat: listing.lat, lng: listing.lng },
    meta: listing.meta,
  };
  return `/preview-service?${new URLSearchParams({ service: JSON.stringify(service), category: listing.category.name })}`;
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
