import { Button } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Review } from '../../../server/modules/reviews';
import { reviewLimits, subScores } from '../../../shared/reviews/rules';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import { keptValue } from '~/lib/form-errors';
import { HeartInput } from './heart-input';
import { photosProblem } from './photos-problem';
import { useReviewFormAnswer } from './review-actions';
import { subScoreLabels } from './review-summary';
import classes from './reviews.module.css';
import formClasses from '~/components/form/form.module.css';

/**
 * Writing a review, or editing one's own (`review`): a plain multipart form posted to the service
 * page (scripts post it without a reload). Overall hearts are required; sub-scores, the wedding's
 * month and up to 5 photos are not. The server checks everything and answers every field's message
 * at once, with what was typed kept.
 */
export function ReviewForm({ review, sourceLine }: { review?: Review; sourceLine?: string | null }) {
  const formId = review ? `review-update-${review.id}` : 'review-write';
  const answer = useReviewFormAnswer(formId);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('form_id') === formId;
  // A courtesy check before sending megabytes for nothing (the server checks again): the form stays
  // as typed, and the photos field says what to change.
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const checkPhotos = (event: ChangeEvent<HTMLInputElement>) => setPhotoProblem(photosProblem([...(event.currentTarget.files ?? [])]));
  const holdIfPhotosWrong = (event: FormEvent<HTMLFormElement>) => {
    if (!photoProblem) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  };
  const errors = photoProblem ? { ...answer?.errors, photos: photoProblem } : answer?.errors;
  const values = answer?.values;
  const initial = (name: string, current: string | number | null | undefined) => keptValue(values, name) ?? (current === null || current === undefined ? undefined : String(current));
  return (
    <Form method="post" encType="multipart/form-data" className={`${formClasses.form} ${classes.form}`} aria-labelledby={`${formId}-heading`} preventScrollReset onSubmit={holdIfPhotosWrong}>
      <input type="hidden" name="intent" value={review ? 'review-update' : 'review-write'} />
      <input type="hidden" name="form_id" value={formId} />
      {review && <input type="hidden" name="id" value={review.id} />}
      <h3 id={`${formId}-heading`} className={classes.formTitle}>
        {review ? 'Edit your review' : 'Write a review'}
      </h3>
      {sourceLine && <p className={classes.formHint}>Your review will say “{sourceLine}”.</p>}
      <FormErrorsAlert formId={formId} errors={errors} />
      <HeartInput formId={formId} name="rating" legend="Overall hearts" defaultValue={initial('rating', review?.rating)} error={errors?.rating} />
      <div className={classes.subScoreInputs}>
        {subScores.map((score) => (
          <HeartInput key={score} formId={formId} name={score} legend={`${subScoreLabels[score]} (optional)`} optional defaultValue={initial(score, review?.[score])} error={errors?.[score]} />
        ))}
      </div>
      <TextField formId={formId} name="title" label="Title" maxLength={reviewLimits.titleMax} required defaultValue={initial('title', review?.title)} error={errors?.title} />
      <TextAreaField
        formId={formId}
        name="body"
        label={`Your review (${reviewLimits.bodyMin} to ${reviewLimits.bodyMax.toLocaleString('en-AU')} characters)`}
        rows={7}
        minLength={reviewLimits.bodyMin}
        maxLength={reviewLimits.bodyMax}
        required
        defaultValue={initial('body', review?.body)}
        error={errors?.body}
      />
      <TextField
        formId={formId}
        name="wedding_month"
        type="month"
        label="Wedding month (optional)"
        hint="As YYYY-MM. Only the month and year are shown."
        defaultValue={initial('wedding_month', review?.weddingMonth)}
        error={errors?.wedding_month}
      />
      {review && review.photos.length > 0 && (
        <fieldset className={classes.removePhotos}>
          <legend className={classes.legend}>Remove photos</legend>
          {review.photos.map((photo, index) => (
            <label key={photo.id} className={formClasses.checkbox}>
              <input type="checkbox" name="remove_photos" value={photo.id} />
              <img src={`${photo.url}?w=400`} alt="" width={64} height={Math.round((64 * photo.height) / photo.width)} className={classes.thumb} />
              Photo {index + 1}
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        formId={formId}
        name="photos"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        label={review ? 'Add photos (optional)' : 'Photos (optional)'}
        hint={`Up to ${reviewLimits.photosMax} photos in all, each at least 300 px wide and under 10 MB. Location data is removed.${answer?.errors ? ' Please choose them again.' : ''}`}
        error={errors?.photos}
        onChange={checkPhotos}
      />
      <p className={classes.formHint}>Plain text only: please leave out phone numbers and e-mail addresses, as reviews are public.</p>
      <div>
        <Button type="submit" size="md" loading={busy}>
          {review ? 'Save your review' : 'Publish your review'}
        </Button>
      </div>
    </Form>
  );
}
