import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import type { Review } from '../../../server/modules/reviews';
import { subScores } from '../../../shared/reviews/rules';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { ReportReviewForm } from './report-review-form';
import { useReviewFormAnswer } from './review-actions';
import { ReviewForm } from './review-form';
import { ReviewHearts } from './review-hearts';
import { reviewDate, weddingMonthLabel } from './review-query';
import { ReviewReply } from './review-reply';
import { subScoreLabels } from './review-summary';
import heading from './review-heading.module.css';
import classes from './reviews.module.css';

/**
 * Where a couple's links land on the service page ("My reviews"): their review, its edit form (the
 * browser opens the closed disclosure around a fragment's target; the effect below does it after a
 * client-side navigation) and its edit and delete controls.
 */
export const reviewAnchors = (id: number) => ({ review: `review-${id}`, edit: `review-update-${id}-heading`, delete: `review-${id}-yours` });

/**
 * One review as the public sees it: hearts, title, the text as plain text (escaped by React, links
 * left as text), photos, the wedding's month, the line it rests on, the edit's date, and the
 * vendor's dated reply; a removed review is only its public line. Its author may edit or delete it;
 * anyone else signed in may report it.
 */
export function ReviewItem({ review, vendorName }: { review: Review; vendorName: string }) {
  const deleteAnswer = useReviewFormAnswer(`review-delete-${review.id}`);
  const editAnswer = useReviewFormAnswer(`review-update-${review.id}`);
  const anchors = reviewAnchors(review.id);
  const editing = useRef<HTMLDetailsElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${anchors.edit}` || !editing.current) return;
    editing.current.open = true;
    document.getElementById(anchors.edit)?.scrollIntoView();
  }, [hash, anchors.edit]);
  if (review.removed) {
    return (
      <li id={anchors.review} className={`${classes.review} ${classes.removed}`}>
        <p>{review.removalLine}</p>
      </li>
    );
  }
  const given = subScores.filter((score) => review[score] !== null);
  return (
    <li id={anchors.review} className={classes.review}>
      <article aria-labelledby={`review-${review.id}-title`}>
        <header className={heading.header}>
          <ReviewHearts value={review.rating ?? 0} />
          <h3 id={`review-${review.id}-title`} className={heading.title}>
            {review.title}
          </h3>
        </header>
        <p className={classes.byline}>
          {review.author}
          {review.weddingMonth && <> · Wedding in {weddingMonthLabel(review.weddingMonth)}</>} · Written {reviewDate(review.createdAt)}
          {review.editedAt && <> · Edited {reviewDate(review.editedAt)}</>}
        </p>
        <p className={classes.source}>
          <IconCircleCheck size={16} aria-hidden="true" /> {review.sourceLine}
        </p>
        <p className={classes.body}>{review.body}</p>
        {given.length > 0 && (
          <ul className={classes.reviewSubScores} aria-label="Sub-scores">
            {given.map((score) => (
              <li key={score}>
                {subScoreLabels[score]} {review[score]}/5
              </li>
            ))}
          </ul>
        )}
        {review.photos.length > 0 && (
          <ul className={classes.photos} aria-label="Photos from the couple">
            {review.photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={`${photo.url}?w=700`} target="_blank" rel="noopener">
                  <img src={`${photo.url}?w=400`} alt={`Photo ${index + 1} of the review “${review.title}”`} width={160} height={Math.round((160 * photo.height) / photo.width)} loading="lazy" className={classes.photo} />
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {review.reply && <ReviewReply vendorName={vendorName} body={review.reply.body} written={review.reply.createdAt} edited={review.reply.editedAt} />}
        {review.viewer.canEdit && (
          <div id={anchors.delete} className={classes.own}>
            <details ref={editing} className={classes.disclosure} open={!!editAnswer?.errors}>
              <summary>Edit your review</summary>
              <ReviewForm review={review} />
            </details>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="review-delete" />
              <input type="hidden" name="form_id" value={`review-delete-${review.id}`} />
              <input type="hidden" name="id" value={review.id} />
              <FormErrorsAlert formId={`review-delete-${review.id}`} errors={deleteAnswer?.errors} />
              <Button type="submit" variant="subtle" color="red" size="compact-sm">
                Delete your review
              </Button>
            </Form>
          </div>
        )}
        {review.viewer.canReport && <ReportReviewForm reviewId={review.id} />}
      </article>
    </li>
  );
}
