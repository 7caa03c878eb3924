import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { categorySlugs } from '../shared/catalog/category-slugs';

/**
 * The route table of spec §2. Look-alike patterns are told apart by segment count and by static
 * first segments (the category slugs), which React Router ranks above dynamic ones.
 */
export default [
  index('routes/home.tsx'),
  route('search', 'routes/search/search.tsx'),
  route('search/places', 'routes/search/places.ts'),
  route('search/markers', 'routes/search/markers.ts'),
  route('search/card/:id', 'routes/search/card.ts'),
  route('messages', 'routes/messages/messages.tsx'),
  route('login', 'routes/accounts/login.tsx'),
  route('logout', 'routes/accounts/logout.tsx'),
  route('register', 'routes/accounts/register.tsx'),
  route('account/two-step', 'routes/accounts/two-step.tsx'),
  route('vendors/login', 'routes/vendors/login.tsx'),
  route('vendors/register', 'routes/vendors/register.tsx'),
  route('vendors/dashboard', 'routes/vendors/dashboard.tsx'),
  route('vendors/profile', 'routes/vendors/profile.tsx'),
  // Issue 35: a vendor's privacy page (their data and account).
  route('vendors/profile/privacy', 'routes/privacy/vendor-privacy.tsx'),
  route('vendors/documents/:id', 'routes/vendors/document.ts'),
  route('vendors/billing', 'routes/vendors/billing.tsx'),
  route('vendors/pipeline', 'routes/vendors/pipeline.tsx'),
  // Issue 32: the reviews of a vendor's listings, with replies and disputes.
  route('vendors/reviews', 'routes/vendors/reviews.tsx'),
  // A dispute's evidence file, for administrators and the vendor who sent it.
  route('review-evidence/:id', 'routes/vendors/review-evidence.ts'),
  route('vendors/billing/invoices/:id', 'routes/vendors/invoice.tsx'),
  route('vendors/billing/invoices/:id/pdf', 'routes/vendors/invoice-pdf.ts'),
  route('vendors/services/create', 'routes/vendors/create-service.tsx'),
  // The listing editor's steps (issue 19), under one heading and step navigation.
  route('vendors/services/:id', 'routes/vendors/listing-editor/layout.tsx', { id: 'listing-editor' }, [
    route('details', 'routes/vendors/listing-editor/details.tsx'),
    route('location', 'routes/vendors/listing-editor/location.tsx'),
    route('attributes', 'routes/vendors/listing-editor/attributes.tsx'),
    route('photos', 'routes/vendors/listing-photos.tsx'),
    route('availability', 'routes/vendors/listing-availability.tsx'),
    route('review', 'routes/vendors/listing-editor/review.tsx'),
  ]),
  route('vendors/services/:id/photos/upload', 'routes/vendors/listing-photo-upload.ts'),
  // A listing's booked days as iCal: /calendar/{token}.ics.
  route('calendar/:file', 'routes/catalog/calendar-feed.ts'),
  route('service/claim/vendors/register/:serviceId', 'routes/vendors/register.tsx', { id: 'claim-service' }),
  route('email-activation/:token', 'routes/accounts/email-activation.tsx'),
  // POST: a new activation link for the signed-in person (the banner's "Send it again").
  route('email-activation', 'routes/accounts/resend-activation.ts'),
  route('confirmation', 'routes/accounts/confirmation.tsx'),
  route('password/reset', 'routes/accounts/password-reset-request.tsx'),
  route('password/reset/:token', 'routes/accounts/password-reset.tsx'),
  route('preview-service', 'routes/catalog/preview-service.tsx'),
  route('pricing', 'routes/billing/pricing.tsx'),
  // Issue 32: who may review, the score's published formula, disputes and the yearly figures.
  route('how-reviews-work', 'routes/reviews/how-reviews-work.tsx'),
  route('profile', 'routes/accounts/profile.tsx'),
  // Issue 35: "Privacy and your data" (download my data), and an export's download for its owner.
  route('profile/privacy', 'routes/privacy/privacy.tsx'),
  route('profile/privacy/exports/:id/download', 'routes/privacy/export-download.ts'),
  // Issue 35: the profile's sessions and passkeys post here (sign out, remove).
  route('profile/security', 'routes/accounts/sign-in-security.tsx'),
  // Issue 35: where a person whose account waits for its erasure cancels the deletion.
  route('account/deletion', 'routes/privacy/account-deletion.tsx'),
  route('wishlist', 'routes/engagement/wishlist.tsx'),
  route('my-vendors', 'routes/bookings/my-vendors.tsx'),
  // Issue 32: a couple's reviews, and the businesses they may still review.
  route('my-reviews', 'routes/reviews/my-reviews.tsx'),
  // Issue 33: the couple's planning home, checklist and budget (with its CSV).
  route('planning', 'routes/planning/overview.tsx'),
  route('planning/checklist', 'routes/planning/checklist.tsx'),
  route('planning/budget', 'routes/planning/budget.tsx'),
  route('planning/budget.csv', 'routes/planning/budget-csv.ts'),
  // Issue 34: the couple's guest list, a guest's page and a household's.
  route('planning/guests', 'routes/planning/guests.tsx'),
  route('planning/guests/:id', 'routes/planning/guest.tsx'),
  route('planning/guests/households/:id', 'routes/planning/guest-household.tsx'),
  // Issue 34: the guest list's CSV import and export.
  route('planning/guests/import', 'routes/planning/guest-import.tsx'),
  route('planning/guests.csv', 'routes/planning/guests-csv.ts'),
  // Issue 34: the couple's RSVP link, its settings and the notes of people the RSVP page did not find.
  route('planning/guests/rsvp', 'routes/planning/guests-rsvp.tsx'),
  route('wishlist/compare', 'routes/engagement/wishlist-compare.tsx'),
  route('contact', 'routes/contact/contact.tsx'),
  // Spec §2's chat page under the old provider's name: the same page as /messages.
  route('twilio', 'routes/messages/messages.tsx', { id: 'twilio' }),
  route('blog', 'routes/content/blog.tsx'),
  route('blog/rss.xml', 'routes/content/rss.ts'),
  route('blog/article/:slug', 'routes/content/article.tsx'),
  route('pages/:slug', 'routes/content/page.tsx'),
  route('sitemap', 'routes/catalog/sitemap.tsx'),
  route('au', 'routes/catalog/country.tsx', { id: 'country-au' }),
  route('nz', 'routes/catalog/country.tsx', { id: 'country-nz' }),
  // The admin area (issue 21): one layout (side navigation, breadcrumbs, administrators only) around
  // a page per section, and spec §2's /users/{id}/edit.
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/users', 'routes/admin/users.tsx'),
    route('users/:id/edit', 'routes/admin/user-edit.tsx'),
    route('admin/vendors', 'routes/admin/vendors.tsx'),
    route('admin/claims', 'routes/admin/claims.tsx'),
    route('admin/reviews', 'routes/admin/reviews.tsx'),
    route('admin/listings', 'routes/admin/listings.tsx'),
    route('admin/bookings', 'routes/admin/bookings.tsx'),
    route('admin/content', 'routes/admin/content.tsx'),
    route('admin/content/posts/:id', 'routes/admin/post-edit.tsx'),
    route('admin/content/new-page', 'routes/admin/page-new.tsx'),
    route('admin/content/pages/:slug', 'routes/admin/page-edit.tsx'),
    route('admin/messages', 'routes/admin/messages.tsx'),
    route('admin/messages/subscribers', 'routes/admin/messages-subscribers.tsx'),
    route('admin/messages/spam', 'routes/admin/messages-spam.tsx'),
    route('admin/billing', 'routes/admin/billing.tsx'),
    route('admin/billing/subscriptions', 'routes/admin/billing-subscriptions.tsx'),
    route('admin/billing/plans', 'routes/admin/billing-plans.tsx'),
    route('admin/errors', 'routes/admin/errors.tsx'),
    route('admin/email', 'routes/admin/email.tsx'),
    route('admin/email/:file', 'routes/admin/email-message.tsx'),
    route('admin/settings', 'routes/admin/settings.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
    route('admin/privacy', 'routes/admin/privacy.tsx'),
    route('admin/privacy/deletions', 'routes/admin/privacy-deletions.tsx'),
  ]),
  route('admin/subscribers.csv', 'routes/admin/subscribers-csv.ts'),
  route('coming-soon', 'routes/mailing-list/coming-soon.tsx'),
  route('mailing-list/confirm/:token', 'routes/mailing-list/confirm.tsx'),
  route('mailing-list/unsubscribe/:token', 'routes/mailing-list/unsubscribe.tsx'),
  route('planning/unsubscribe/:token', 'routes/planning/weekly-email-unsubscribe.tsx'),
  // Issue 34: a couple's private RSVP page, and a household's answers by the link in its confirmation.
  route('rsvp/:code', 'routes/rsvp/rsvp.tsx'),
  route('rsvp/:code/:token', 'routes/rsvp/rsvp.tsx', { id: 'rsvp-household' }),
  // Issue 34: the couple's tables and seating, and the printable seating lists.
  route('planning/guests/tables', 'routes/planning/guest-tables.tsx'),
  route('planning/guests/seating', 'routes/planning/guest-seating.tsx'),
  route('error-feedback', 'routes/platform/error-feedback.ts'),
  route('error-probe', 'routes/platform/error-probe.tsx'),
  // Service detail, with and without the state segment.
  route(':country/:state/:category/:id/:name', 'routes/catalog/service.tsx'),
  route(':country/:category/:id/:name', 'routes/catalog/service.tsx', { id: 'service-without-state' }),
  // /{category}/{country}, /{category}/in-{state} and /{category}/in-{state}-{region}.
  ...categorySlugs.map((slug) =>
    route(`${slug}/:place`, 'routes/catalog/category-place.tsx', { id: `category-place-${slug}` }),
  ),
  route(':state/:region', 'routes/catalog/place.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
