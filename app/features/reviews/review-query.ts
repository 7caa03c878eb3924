import { reviewSorts, type ReviewSort } from '../../../shared/reviews/rules';

/** The reviews list's place in the service page's URL: ?reviews_sort=highest&reviews_page=2. */
export type ReviewQuery = { sort: ReviewSort; page: number };

export const sortLabels: Record<ReviewSort, string> = { newest: 'Newest', highest: 'Highest', lowest: 'Lowest', with_photos: 'With photos' };

/** What the URL asks for; anything else is the first page of the newest (a wrong link still shows the reviews). */
export function readReviewQuery(params: URLSearchParams): ReviewQuery {
  const asked = params.get('reviews_sort');
  const sort = reviewSorts.find((choice) => choice === asked) ?? 'newest';
  const page = params.get('reviews_page') ?? '';
  return { sort, page: /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 1 };
}

/** The address of a sort and page of a listing's reviews: the defaults leave the URL clean; it lands on the reviews. */
export function reviewQueryHref(path: string, { sort, page }: ReviewQuery): string {
  const params = new URLSearchParams();
  if (sort !== 'newest') params.set('reviews_sort', sort);
  if (page > 1) params.set('reviews_page', String(page));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}#reviews`;
}

/** "March 2025" from a wedding's YYYY-MM. */
export function weddingMonthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "3 March 2026". */
export function reviewDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "1 review", "12 reviews". */
export const reviewCount = (count: number) => `${count.toLocaleString('en-AU')} ${count === 1 ? 'review' : 'reviews'}`;

/** An average as the page shows it: always one decimal (4 → "4.0"). */
export const averageLabel = (average: number) => average.toLocaleString('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const howReviewsWorkPath = '/how-reviews-work';
