import type { FormErrors } from '~/lib/form-errors';
import { UnsavedPartsContext, useLeaveWarning, useUnsavedParts } from './leave-warning';
import { PhotosBrochure } from './photos-brochure';
import type { PhotosStepData } from './photos-data';
import { PhotosGrid } from './photos-grid';
import { StepFrame } from './step-frame';
import { PhotosUploader } from './photos-uploader';
import classes from './photos.module.css';

type Failure = { intent: string; errors: FormErrors };

/** The listing editor's photos step: add (with crop and progress), order, describe and delete photos; the brochure. */
export function PhotosStep({ listing, failure }: PhotosStepData & { failure?: Failure }) {
  // A refusal of the plain (no JavaScript) forms, shown beside the form that was sent.
  const errorOf = (intent: string) => (failure?.intent === intent ? Object.values(failure.errors).join(' ') : undefined);
  // Photos chosen but not sent, a description or brochure not saved: leaving asks first.
  const { unsaved, report } = useUnsavedParts();
  useLeaveWarning(unsaved);
  return (
    <UnsavedPartsContext value={report}>
      <StepFrame id="listing-photos" title="Photos and videos" intro={`Up to ${listing.maxPhotos} photos; the first is the cover on search cards. ${listing.photos.length} of ${listing.maxPhotos} used.`}>
        <PhotosUploader listingId={listing.id} room={listing.maxPhotos - listing.photos.length} error={errorOf('upload')} />
        <section aria-labelledby="photos-order-title" className={classes.section}>
          <h3 id="photos-order-title" className={classes.sectionTitle}>
            Your photos
          </h3>
          <PhotosGrid photos={listing.photos} />
        </section>
        <PhotosBrochure brochureFile={listing.brochureFile} error={errorOf('brochure')} />
      </StepFrame>
    </UnsavedPartsContext>
  );
}
