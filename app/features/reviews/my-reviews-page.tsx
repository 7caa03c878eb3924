import { Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MyReviewStatus } from '../../../server/modules/reviews';
import { reviewAnchors } from './review-item';
import { ReviewHearts } from './review-hearts';
import { ReviewReply } from './review-reply';
import { howReviewsWorkPath, reviewCount, reviewDate } from './review-query';
import heading from './review-heading.module.css';
import classes from './my-reviews.module.css';

type Day = string;

export type MyReviewsData = {
  reviews: {
    id: number;
    /** `path` is null when the public no longer sees the listing; `page`: where the review stands among its reviews, newest first. */
    listing: { name: string; path: string | null; page: number };
    status: MyReviewStatus;
    removalLine: string | null;
    rating: number | null;
    title: string | null;
    body: string | null;
    sourceLine: string;
    written: Day;
    edited: Day | null;
    reply: { body: string; written: Day; edited: Day | null } | null;
    canEdit: boolean;
  }[];
  toReview: { serviceId: number; name: string; path: string; sourceLine: string }[];
};

const statusLabels: Record<MyReviewStatus, string> = {
  published: 'Published',
  disputed: 'Disputed: still published while an administrator decides',
  removed: 'Removed by moderation',
};

/** The address of a listing's reviews at `page` (newest first), landing on `anchor`. */
const onListing = (path: string, page: number, anchor: string) => `${path}${page > 1 ? `?reviews_page=${page}` : ''}#${anchor}`;

/**
 * /my-reviews (issue 32): the couple's reviews, each with its listing, hearts, dates, the line it
 * rests on, the vendor's reply and where it stands (published, disputed, removed with the public
 * reason), with links to edit or delete it where it is shown (the service page's own forms); and
 * the businesses they dealt with here and may still review. Links only: no script needed.
 */
export function MyReviewsPage({ data }: { data: MyReviewsData }) {
  const nothing = data.reviews.length === 0 && data.toReview.length === 0;
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>My reviews</Title>
      <p className={classes.intro}>
        Reviews are public and say how you dealt with the business here. <Link to={howReviewsWorkPath}>How reviews work</Link>
      </p>

      {nothing && (
        <section className={classes.panel} aria-labelledby="my-reviews-empty">
          <Title order={2} size="h3" id="my-reviews-empty">
            No reviews yet
          </Title>
          <p>
            You can review a business once you have been in touch with them here and they have answered you, or once you have booked them. <Link to="/search">Find vendors</Link> and send
            an enquiry, or pick up a conversation in <Link to="/messages">Messages</Link>. The businesses you can review will be listed here.
          </p>
        </section>
      )}

      {data.toReview.length > 0 && (
        <section className={classes.panel} aria-labelledby="my-reviews-to-write">
          <Title order={2} size="h3" id="my-reviews-to-write">
            Waiting for your review
          </Title>
          <p className={classes.meta}>You dealt with {data.toReview.length === 1 ? 'this business' : 'these businesses'} here: your review helps other couples choose.</p>
          <ul className={classes.toReview}>
            {data.toReview.map((listing) => (
              <li key={listing.serviceId}>
                <div>
                  <Link to={listing.path} className={classes.listing}>
                    {listing.name}
                  </Link>
                  <p className={classes.source}>
                    <IconCircleCheck size={16} aria-hidden="true" /> Your review will say “{listing.sourceLine}”
                  </p>
                </div>
                <Link to={onListing(listing.path, 1, 'review-write-heading')} className={classes.action} aria-label={`Write a review of ${listing.name}`}>
                  Write a review
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.reviews.length > 0 && (
        <section aria-labelledby="my-reviews-written" className={classes.written}>
          <Title order={2} size="h3" id="my-reviews-written">
            Your reviews <span className={classes.count}>({reviewCount(data.reviews.length)})</span>
          </Title>
          <ol className={classes.list}>
            {data.reviews.map((review) => (
              <MyReview key={review.id} review={review} />
            ))}
          </ol>
        </section>
      )}
      {data.reviews.length === 0 && data.toReview.length > 0 && <p className={`${classes.meta} ${classes.written}`}>You have not written a review yet.</p>}
    </div>
  );
}

function MyReview({ review }: { review: MyReviewsData['reviews'][number] }) {
  const { path, page, name } = review.listing;
  const anchors = reviewAnchors(review.id);
  const titleId = `my-review-${review.id}-title`;
  return (
    <li className={classes.review} data-status={review.status}>
      <article aria-labelledby={titleId}>
        <p className={classes.listingLine}>{path ? <Link to={onListing(path, page, anchors.review)}>{name}</Link> : <span>{name} (no longer listed)</span>}</p>
        <header className={heading.header}>
          {review.rating !== null && <ReviewHearts value={review.rating} />}
          <h3 id={titleId} className={heading.title}>
            {review.title}
          </h3>
        </header>
        <p className={classes.meta}>
          Written {reviewDate(review.written)}
          {review.edited && <> · Edited {reviewDate(review.edited)}</>}
        </p>
        <p className={classes.source}>
          <IconCircleCheck size={16} aria-hidden="true" /> {review.sourceLine}
        </p>
        <p className={classes.status}>
          <span className={classes.badge} data-status={review.status}>
            {statusLabels[review.status]}
          </span>
        </p>
        {review.status === 'removed' && review.removalLine && (
          <p className={classes.removal}>
            The public sees only this line in its place: “{review.removalLine}” A removed review cannot be edited or deleted.
          </p>
        )}
        {review.body && <p className={classes.body}>{review.body}</p>}
        {review.reply && <ReviewReply vendorName={name} body={review.reply.body} written={review.reply.written} edited={review.reply.edited} />}
        {review.canEdit && path && (
          <p className={classes.actions}>
            <Link to={onListing(path, page, anchors.edit)} className={classes.action} aria-label={`Edit your review of ${name}`}>
              Edit
            </Link>
            <Link to={onListing(path, page, anchors.delete)} className={classes.subtle} aria-label={`Delete your review of ${name}`}>
              Delete
            </Link>
          </p>
        )}
      </article>
    </li>
  );
}
