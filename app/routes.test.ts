import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes';
import { parsePlaceParam } from './lib/place-param';

// React Router's own matcher over the route table, reporting the file that would render.
type Entry = (typeof routes)[number];
const toRouteObject = (entry: Entry): RouteObject =>
  entry.index ? { id: entry.id ?? entry.file, index: true, handle: entry.file } : { id: entry.id ?? entry.file, path: entry.path, handle: entry.file, children: entry.children?.map(toRouteObject) };
const routeObjects: RouteObject[] = routes.map(toRouteObject);

function pageFor(url: string): string | undefined {
  const matches = matchRoutes(routeObjects, url);
  return matches?.at(-1)?.route.handle as string | undefined;
}

describe('route table', () => {
  it.each([
    ['/', 'routes/home.tsx'],
    ['/search', 'routes/search/search.tsx'],
    ['/search/', 'routes/search/search.tsx'],
    ['/messages', 'routes/messages/messages.tsx'],
    ['/login', 'routes/accounts/login.tsx'],
    ['/logout', 'routes/accounts/logout.tsx'],
    ['/register', 'routes/accounts/register.tsx'],
    ['/vendors/login', 'routes/vendors/login.tsx'],
    ['/vendors/register', 'routes/vendors/register.tsx'],
    ['/vendors/dashboard', 'routes/vendors/dashboard.tsx'],
    ['/vendors/profile', 'routes/vendors/profile.tsx'],
    ['/vendors/billing', 'routes/vendors/billing.tsx'],
    ['/vendors/billing/invoices/7', 'routes/vendors/invoice.tsx'],
    ['/vendors/billing/invoices/7/pdf', 'routes/vendors/invoice-pdf.ts'],
    ['/vendors/documents/12', 'routes/vendors/document.ts'],
    ['/vendors/services/create', 'routes/vendors/create-service.tsx'],
    ['/service/claim/vendors/register/42', 'routes/vendors/register.tsx'],
    ['/email-activation/abc123', 'routes/accounts/email-activation.tsx'],
    ['/confirmation', 'routes/accounts/confirmation.tsx'],
    ['/password/reset', 'routes/accounts/password-reset-request.tsx'],
    ['/password/reset/tok3n', 'routes/accounts/password-reset.tsx'],
    ['/preview-service', 'routes/catalog/preview-service.tsx'],
    ['/pricing', 'routes/billing/pricing.tsx'],
    ['/profile', 'routes/accounts/profile.tsx'],
    ['/wishlist', 'routes/engagement/wishlist.tsx'],
    ['/wishlist/compare', 'routes/engagement/wishlist-compare.tsx'],
    ['/contact', 'routes/contact/contact.tsx'],
    ['/twilio', 'routes/messages/messages.tsx'],
    ['/blog', 'routes/content/blog.tsx'],
    ['/blog/article/first-look', 'routes/content/article.tsx'],
    ['/pages/terms', 'routes/content/page.tsx'],
    ['/pages/acceptable-use-policy/', 'routes/content/page.tsx'],
    ['/sitemap', 'routes/catalog/sitemap.tsx'],
    ['/au', 'routes/catalog/country.tsx'],
    ['/nz', 'routes/catalog/country.tsx'],
    ['/admin', 'routes/admin/dashboard.tsx'],
    ['/admin/users', 'routes/admin/users.tsx'],
    ['/users/7/edit', 'routes/admin/user-edit.tsx'],
    ['/admin/bookings', 'routes/admin/bookings.tsx'],
    ['/admin/audit', 'routes/admin/audit.tsx'],
    ['/admin/privacy/deletions', 'routes/admin/privacy-deletions.tsx'],
    ['/profile/privacy', 'routes/privacy/privacy.tsx'],
    ['/vendors/profile/privacy', 'routes/privacy/vendor-privacy.tsx'],
    ['/account/deletion', 'routes/privacy/account-deletion.tsx'],
    ['/admin/subscribers.csv', 'routes/admin/subscribers-csv.ts'],
    ['/coming-soon', 'routes/mailing-list/coming-soon.tsx'],
    ['/mailing-list/confirm/t0k3n', 'routes/mailing-list/confirm.tsx'],
    ['/mailing-list/unsubscribe/12.s1gn4tur3', 'routes/mailing-list/unsubscribe.tsx'],
    ['/planning/unsubscribe/t0k3n', 'routes/planning/weekly-email-unsubscribe.tsx'],
    ['/planning/guests/tables', 'routes/planning/guest-tables.tsx'],
    ['/planning/guests/seating', 'routes/planning/guest-seating.tsx'],
    // Service detail with and without a state.
    ['/au/nsw/wedding-venues/12/pokolbin-estate', 'routes/catalog/service.tsx'],
    ['/nz/wedding-photography/7/silver-fern-photography', 'routes/catalog/service.tsx'],
    // Category landing and place searches share the category's static first segment.
    ['/wedding-venues/au', 'routes/catalog/category-place.tsx'],
    ['/wedding-photo-booth/nz', 'routes/catalog/category-place.tsx'],
    ['/wedding-venues/in-nsw', 'routes/catalog/category-place.tsx'],
    ['/wedding-cakes/in-vic-yarra-valley', 'routes/catalog/category-place.tsx'],
    // Any other two segments name a state and a region.
    ['/nsw/hunter-valley', 'routes/catalog/place.tsx'],
    ['/ota/queenstown', 'routes/catalog/place.tsx'],
    // Everything else is the 404 page.
    ['/no-such-page', 'routes/not-found.tsx'],
    ['/a/b/c', 'routes/not-found.tsx'],
    ['/a/b/c/d/e/f', 'routes/not-found.tsx'],
    ['/vendors/nothing/here', 'routes/not-found.tsx'],
  ])('%s renders %s', (url, file) => {
    expect(pageFor(url)).toBe(file);
  });

  it('gives every route a unique id', () => {
    const ids = routeObjects.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('parsePlaceParam', () => {
  it('reads a state code, and a region link that may contain hyphens', () => {
    expect(parsePlaceParam('in-nsw')).toEqual({ kind: 'place', stateCode: 'nsw', regionLink: undefined });
    expect(parsePlaceParam('in-nsw-hunter-valley')).toEqual({ kind: 'place', stateCode: 'nsw', regionLink: 'hunter-valley' });
  });

  it('treats nz as New Zealand and anything else as Australia', () => {
    expect(parsePlaceParam('nz')).toEqual({ kind: 'country', countryCode: 'nz' });
    expect(parsePlaceParam('NZ')).toEqual({ kind: 'country', countryCode: 'nz' });
    expect(parsePlaceParam('au')).toEqual({ kind: 'country', countryCode: 'au' });
    expect(parsePlaceParam('anything')).toEqual({ kind: 'country', countryCode: 'au' });
  });
});
