import { expect } from 'vitest';
import { graphql, signInOverApi } from './e2e-api';

/** A demo listing with its reviews' figures, as reviewSummary answers them. */
export type ReviewedListing = { id: number; name: string; path: string; count: number; average: number | null };

type DashboardListing = { status: string; service: { id: string; name: string; path: string; category: string } };

/** A demo vendor's own published listing of a category, with its reviews' figures. */
async function reviewedListing(vendorEmail: string, category: string): Promise<ReviewedListing> {
  const vendor = await signInOverApi(vendorEmail);
  const { data } = await graphql<{ vendorDashboard: { listings: DashboardListing[] } }>('{ vendorDashboard { listings { status service { id name path category } } } }', {}, vendor.cookie);
  const listing = data.vendorDashboard.listings.find((entry) => entry.service.category === category && entry.status === 'published');
  expect(listing, `${vendorEmail}'s ${category} listing`).toBeDefined();
  const { id, name, path } = listing!.service;
  const summary = await graphql<{ reviewSummary: { count: number; average: number | null } }>('query ($id: ID!) { reviewSummary(service_id: $id) { count average } }', { id });
  return { id: Number(id), name, path, ...summary.data.reviewSummary };
}

/**
 * Issue 32's demo listings: vendor@example.com's venue, whose reviews show a score (12 reviews, one
 * removed), and vendor2@example.com's cake maker, whose 2 show only their count.
 */
export async function demoReviewedListings(): Promise<{ venue: ReviewedListing; cakes: ReviewedListing }> {
  const [venue, cakes] = await Promise.all([reviewedListing('vendor@example.com', 'venue'), reviewedListing('vendor2@example.com', 'cakes')]);
  expect(venue.average).not.toBeNull();
  expect(cakes).toMatchObject({ count: 2, average: null });
  return { venue, cakes };
}

/**
 * The accessible name of the link a card's score is (app/features/reviews/review-score-line.tsx):
 * "4.2 out of 5 hearts, 11 reviews of {name}: how reviews work", or before a score
 * "2 reviews of {name}, not enough for a score yet: how reviews work".
 */
export function scoreLinkName({ name, count, average }: ReviewedListing): string {
  const reviews = `${count} ${count === 1 ? 'review' : 'reviews'}`;
  return average === null ? `${reviews} of ${name}, not enough for a score yet: how reviews work` : `${average.toFixed(1)} out of 5 hearts, ${reviews} of ${name}: how reviews work`;
}

