import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { imageUploadLimits, maxRequestBytes } from '../../shared/media/image-limits';
import { reviewLimits } from '../../shared/reviews/rules';
import { documentUploadLimits } from '../../shared/vendors/document-limits';

export const requestTooLargeMessage = 'The upload is too large: pictures must be smaller than 10 MB.';
export const documentsTooLargeMessage = `The upload is too large: send at most ${documentUploadLimits.maxFiles} documents of 10 MB each.`;
export const reviewPhotosTooLargeMessage = `The upload is too large: send at most ${reviewLimits.photosMax} photos, each smaller than 10 MB.`;
export const evidenceTooLargeMessage = `The upload is too large: send at most ${reviewLimits.evidenceMax} evidence files of 10 MB each.`;
export const guestCsvTooLargeMessage = 'The upload is too large: a guest list CSV must be at most 2 MB.';
export const filesTooLargeMessage = `The upload is too large: send at most ${Math.max(reviewLimits.photosMax, documentUploadLimits.maxFiles)} files of 10 MB each.`;

/** Form fields and multipart framing around the files: a review's text is at most 6,000 characters. */
const fieldsBytes = 256 * 1024;

/** A form with a vendor's verification documents: up to five files at the limit, plus its fields. */
export const maxDocumentRequestBytes = documentUploadLimits.maxFiles * documentUploadLimits.maxBytes + fieldsBytes;

/**
 * A review with its photos (issue 32), posted by the service page's form or to /graphql: every photo
 * it may carry at once just under the picture limit (the use case refuses one at the limit on its
 * field), plus the text. A dispute's evidence files, the same.
 */
export const maxReviewRequestBytes = Math.max(reviewLimits.photosMax * imageUploadLimits.maxBytes, reviewLimits.evidenceMax * documentUploadLimits.maxBytes) + fieldsBytes;

type Allowance = { maxSize: number; message: string };

const pictures: Allowance = { maxSize: maxRequestBytes, message: requestTooLargeMessage };
const documents: Allowance = { maxSize: maxDocumentRequestBytes, message: documentsTooLargeMessage };
const reviewPhotos: Allowance = { maxSize: maxReviewRequestBytes, message: reviewPhotosTooLargeMessage };
const evidence: Allowance = { maxSize: maxReviewRequestBytes, message: evidenceTooLargeMessage };
// The guest list's import (issue 34): one CSV of up to 2 MB, or its base64 copy (2.7 MB) carried to
// the next step, with the mapping's fields; a file a little over 2 MB still reaches the use case,
// which says so in the page.
const guestCsv: Allowance = { maxSize: 4 * 1024 * 1024, message: guestCsvTooLargeMessage };
const graphqlFiles: Allowance = { maxSize: Math.max(maxReviewRequestBytes, maxDocumentRequestBytes), message: filesTooLargeMessage };

// A service page (/{country}/{state}/{category}/{id}/{slug}, the state optional), whose reviews' forms send photos.
const servicePage = /^\/[a-z]{2}(\/[^/]+)?\/[^/]+\/\d{1,10}\/[^/]+$/;

/**
 * What a request may send: five documents to the pages whose forms send them; a review's five photos
 * to a service page (its reviews' forms) and a dispute's evidence to /vendors/reviews; any of those
 * to /graphql as a multipart request (its operation is known only once the body is read: files
 * there share the larger limit, and a JSON body keeps the picture limit); one picture elsewhere.
 */
function allowanceOf(c: Context): Allowance {
  // With JavaScript a form posts to its page's `.data` URL (React Router's single fetch).
  const page = c.req.path.replace(/\.data$/, '');
  if (page === '/vendors/register' || page === '/vendors/profile' || page.startsWith('/service/claim/vendors/register/')) return documents;
  if (page === '/vendors/reviews') return evidence;
  if (page === '/planning/guests/import') return guestCsv;
  if (servicePage.test(page)) return reviewPhotos;
  if (c.req.path === '/graphql' && c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) return graphqlFiles;
  return pictures;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The refusal: GraphQL's shape on /graphql; a small page for a form a browser posted without
 * scripts (it says why and how to go back to the form, rather than a bare status); text elsewhere
 * (scripts read it).
 */
const refuse = (message: string): Parameters<typeof bodyLimit>[0]['onError'] => (c) => {
  const headers = { 'Cache-Control': 'no-store' };
  if (c.req.path === '/graphql') {
    return c.json({ errors: [{ message, extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] }, 413, headers);
  }
  if (!c.req.path.endsWith('.data') && c.req.header('accept')?.includes('text/html')) {
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>The upload is too large</title></head>
<body><main><h1>The upload is too large</h1><p>${escapeHtml(message)}</p><p>Nothing was saved. Use your browser’s Back button to return to the form, then choose smaller files.</p></main></body></html>
`;
    return c.html(page, 413, headers);
  }
  return c.text(message, 413, headers);
};

const limits = new Map([pictures, documents, reviewPhotos, evidence, guestCsv, graphqlFiles].map((allowance) => [allowance, bodyLimit({ maxSize: allowance.maxSize, onError: refuse(allowance.message) })]));

/**
 * Every request body is at most one picture at the upload limit plus its form fields, or where a
 * form sends several files, as many as it may send at their limit: a larger one is refused before
 * it is read (at once when Content-Length says so, else as soon as the bytes pass the limit), so
 * nobody can fill the server's memory.
 */
export function requestBodyLimit(): MiddlewareHandler {
  return (c, next) => limits.get(allowanceOf(c))!(c, next);
}
