import { Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { ReviewEligibility, ReviewPage, ReviewSummary as Summary } from '../../../server/modules/reviews';
import { reviewSorts } from '../../../shared/reviews/rules';
import { Pagination } from '~/components/pagination';
import { useRootData } from '~/lib/root-data';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { reviewQueryHref, sortLabels } from './review-query';
import { ReviewSummary } from './review-summary';
import classes from './reviews.module.css';

export type ServiceReviewsData = { summary: Summary; list: ReviewPage; eligibility: ReviewEligibility | null };

/**
 * The service page's reviews (issue 32): the score (from 3 reviews), the form to write one for a
 * couple who may (else why not), and the reviews, newest first unless another sort is chosen, with
 * the sort and page in the URL (links: no script needed).
 */
export function ReviewsSection({ reviews, serviceName, path }: { reviews: ServiceReviewsData; serviceName: string; path: string }) {
  const { summary, list, eligibility } = reviews;
  const signedIn = !!useRootData()?.viewer;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <section className={classes.section} id="reviews" aria-labelledby="reviews-title">
      <Title order={2} id="reviews-title" className={classes.sectionTitle}>
        Reviews
      </Title>
      <ReviewSummary summary={summary} serviceName={serviceName} />

      {eligibility?.canReview ? (
        <ReviewForm sourceLine={eligibility.sourceLine} />
      ) : eligibility ? (
        <p className={classes.refusal}>{eligibility.reason}</p>
      ) : (
        !signedIn && (
          <p className={classes.refusal}>
            Couples who have been in touch with {serviceName} here can review it. <Link to={`/login?redirectTo=${encodeURIComponent(`${here}#reviews`).replaceAll('%2F', '/')}`}>Sign in to write a review</Link>
          </p>
        )
      )}

      {list.total > 0 && (
        <>
          <nav aria-label="Sort reviews" className={classes.sorts}>
            <span className={classes.sortLabel}>Sort by</span>
            <ul>
              {reviewSorts.map((sort) => (
                <li key={sort}>
                  <Link to={reviewQueryHref(path, { sort, page: 1 })} aria-current={sort === list.sort ? 'true' : undefined} className={classes.sort} preventScrollReset>
                    {sortLabels[sort]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ol className={classes.list} aria-label={`Reviews of ${serviceName}, ${sortLabels[list.sort].toLowerCase()} first, page ${list.page} of ${list.pages}`}>
            {list.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} vendorName={serviceName} />
            ))}
          </ol>
          <Pagination page={list.page} pageCount={list.pages} hrefFor={(page) => reviewQueryHref(path, { sort: list.sort, page })} label="Review pages" />
        </>
      )}
      {list.total === 0 && <p className={classes.empty}>No reviews yet.</p>}
    </section>
  );
}
