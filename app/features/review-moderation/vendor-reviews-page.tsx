import { Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorIdOf } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { TextAreaField } from '~/components/form/text-area-field';
import formClasses from '~/components/form/form.module.css';
import { Pagination } from '~/components/pagination';
import { keptValue } from '~/lib/form-errors';
import { reviewLimits } from '../../../shared/reviews/rules';
import { evidenceProblem } from './evidence-problem';
import { answerFor, ModerationForm, type ModerationAnswer } from './review-form';
import classes from './review-moderation.module.css';

export type VendorReviewsAnswer = ModerationAnswer;

type Day = string;

export type VendorReviewsData = {
  page: number;
  pages: number;
  total: number;
  listings: number;
  reasons: { code: string; label: string; because: string }[];
  reviews: {
    id: number;
    listing: { id: number; name: string; path: string | null };
    author: string;
    sourceLine: string;
    rating: number | null;
    title: string | null;
    body: string | null;
    weddingMonth: string | null;
    written: Day;
    edited: Day | null;
    removalLine: string | null;
    reply: { body: string; written: Day; edited: Day | null } | null;
    canReply: boolean;
    canDispute: boolean;
    dispute: {
      reasonLabel: string;
      note: string;
      status: 'open' | 'upheld' | 'rejected' | 'closed';
      opened: Day;
      decided: Day | null;
      decisionNote: string | null;
      files: { id: number; fileName: string; size: number }[];
    } | null;
  }[];
};

const statusText = { open: 'waiting for an administrator’s decision', upheld: 'upheld: the review was removed', rejected: 'rejected: the review stays published', closed: 'closed: the review was removed on another case' } as const;

/** /vendors/reviews: the reviews of the vendor's listings, with a public reply and a dispute for each. */
export function VendorReviewsPage({ data, answer }: { data: VendorReviewsData; answer: VendorReviewsAnswer }) {
  return (
    <div className={`content-width ${classes.page}`}>
      <div>
        <Title order={1}>Reviews</Title>
        <p className={classes.meta}>
          Reviews of your listings, newest first: {data.total === 1 ? '1 review' : `${data.total.toLocaleString('en-AU')} reviews`}. <Link to="/vendors/dashboard">Back to the dashboard</Link>
        </p>
        <SuccessStatus message={answer?.done ? (answer.message ?? null) : null} />
      </div>
      <section aria-labelledby="rules-heading">
        <Title order={2} size="h4" id="rules-heading">
          Replies and disputes
        </Title>
        <p>
          You may reply once to each review, in public, under it; you can edit your reply later (it shows the date) and the couple is told by e-mail. You may dispute a review once, for one of
          these published reasons. Opinion alone is not a reason: a review you disagree with stays. A disputed review stays published while an administrator decides.
        </p>
        <ul className={classes.reasons}>
          {data.reasons.map((reason) => (
            <li key={reason.code}>
              <strong>{reason.label}</strong>: removed because {reason.because}.
            </li>
          ))}
        </ul>
      </section>
      {data.reviews.length === 0 && <p>{data.listings === 0 ? 'You have no listings yet: reviews of your listings will appear here.' : 'No reviews of your listings yet.'}</p>}
      {data.reviews.map((review) => (
        <VendorReview key={review.id} review={review} reasons={data.reasons} answer={answer} />
      ))}
      <Pagination page={data.page} pageCount={data.pages} hrefFor={(page) => `/vendors/reviews?page=${page}`} label="Pages of reviews" />
    </div>
  );
}

function VendorReview({ review, reasons, answer }: { review: VendorReviewsData['reviews'][number]; reasons: VendorReviewsData['reasons']; answer: VendorReviewsAnswer }) {
  const replyId = `reply-${review.id}`;
  const disputeId = `dispute-${review.id}`;
  const replyAnswer = answerFor(answer, replyId);
  const disputeAnswer = answerFor(answer, disputeId);
  // A courtesy check before sending megabytes for nothing (the server checks again): the reason and
  // note stay as chosen, and the evidence field says what to change.
  const [filesProblem, setFilesProblem] = useState<string | null>(null);
  const problems = filesProblem ? { files: filesProblem } : undefined;
  const disputeErrors = problems ? { ...disputeAnswer?.errors, ...problems } : disputeAnswer?.errors;
  const keptReason = keptValue(disputeAnswer?.values, 'reason');
  return (
    <article className={classes.review} aria-labelledby={`review-${review.id}`}>
      <p className={classes.meta}>{review.listing.path ? <Link to={review.listing.path}>{review.listing.name}</Link> : review.listing.name}</p>
      {review.removalLine ? (
        <Title order={2} size="h5" id={`review-${review.id}`}>
          {review.removalLine}
        </Title>
      ) : (
        <>
          <Title order={2} size="h4" id={`review-${review.id}`}>
            {review.title}
          </Title>
          <p className={classes.meta}>
            <span className={classes.hearts}>{review.rating} of 5 hearts</span> · {review.author} · {review.sourceLine} · written {review.written}
            {review.edited && `, edited ${review.edited}`}
            {review.weddingMonth && ` · wedding ${review.weddingMonth}`}
          </p>
          <p className={classes.text}>{review.body}</p>
        </>
      )}
      {review.reply && (
        <div className={classes.reply}>
          <Title order={3} size="h6">
            Your public reply, {review.reply.written}
            {review.reply.edited && ` (edited ${review.reply.edited})`}
          </Title>
          <p className={classes.text}>{review.reply.body}</p>
        </div>
      )}
      {review.canReply && (
        <details open={replyAnswer?.errors ? true : undefined}>
          <summary>{review.reply ? 'Edit your reply' : 'Reply in public'}</summary>
          <ModerationForm intent="reply" id={replyId} label={`Reply to “${review.title}”`} submit={review.reply ? 'Save your reply' : 'Publish your reply'} answer={answer}>
            <input type="hidden" name="id" value={review.id} />
            <TextAreaField
              formId={replyId}
              name="body"
              label="Your reply (public, under the review)"
              rows={4}
              maxLength={reviewLimits.replyMax + 1000}
              defaultValue={keptValue(replyAnswer?.values, 'body') ?? review.reply?.body ?? ''}
              error={replyAnswer?.errors?.body}
            />
          </ModerationForm>
        </details>
      )}
      {review.dispute && (
        <div className={classes.case}>
          <Title order={3} size="h6">
            Your dispute, {review.dispute.opened}: {statusText[review.dispute.status]}
            {review.dispute.decided && ` (${review.dispute.decided})`}
          </Title>
          <p className={classes.meta}>Reason: {review.dispute.reasonLabel}</p>
          <p className={classes.text}>{review.dispute.note}</p>
          {review.dispute.files.length > 0 && (
            <ul className={classes.files} aria-label="Your evidence files (private)">
              {review.dispute.files.map((file) => (
                <li key={file.id}>
                  <a href={`/review-evidence/${file.id}`}>{file.fileName}</a>
                </li>
              ))}
            </ul>
          )}
          {review.dispute.decisionNote && <p className={classes.text}>The administrator’s note: {review.dispute.decisionNote}</p>}
        </div>
      )}
      {review.canDispute && (
        <details open={disputeErrors ? true : undefined}>
          <summary>Dispute this review</summary>
          <ModerationForm intent="dispute" id={disputeId} label={`Dispute “${review.title}”`} submit="Send the dispute" answer={answer} multipart problems={problems}>
            <input type="hidden" name="id" value={review.id} />
            <fieldset className={classes.choices} aria-describedby={disputeErrors?.reason ? errorIdOf(disputeId, 'reason') : undefined}>
              <legend>The published reason</legend>
              {reasons.map((reason) => (
                <label key={reason.code} className={classes.choice}>
                  <input type="radio" name="reason" value={reason.code} defaultChecked={keptReason === reason.code} />
                  <span>{reason.label}</span>
                </label>
              ))}
            </fieldset>
            <TextAreaField
              formId={disputeId}
              name="note"
              label="Your note to the administrators (private)"
              rows={4}
              maxLength={reviewLimits.noteMax + 1000}
              defaultValue={keptValue(disputeAnswer?.values, 'note') ?? ''}
              error={disputeErrors?.note}
            />
            <div className={formClasses.field}>
              <label htmlFor={`${disputeId}-files`} className={formClasses.label}>
                Evidence (private: PDF, JPEG or PNG; needed for “factually wrong”)
              </label>
              <input
                id={`${disputeId}-files`}
                type="file"
                name="files"
                multiple
                accept="application/pdf,image/jpeg,image/png"
                onChange={(event) => setFilesProblem(evidenceProblem([...(event.currentTarget.files ?? [])]))}
                aria-invalid={disputeErrors?.files ? true : undefined}
                aria-describedby={disputeErrors?.files ? errorIdOf(disputeId, 'files') : undefined}
              />
              <p className={formClasses.hint}>Up to {reviewLimits.evidenceMax} files, each under 10 MB. Only administrators and you can open them; they are never public.</p>
            </div>
          </ModerationForm>
        </details>
      )}
    </article>
  );
}
