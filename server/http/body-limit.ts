import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxRequestBytes } from '../../shared/media/image-limits';
import { documentUploadLimits } from '../../shared/vendors/document-limits';

export const requestTooLargeMessage = 'The upload is too large: pictures must be smaller than 10 MB.';
export const documentsTooLargeMessage = `The upload is too large: send at most ${documentUploadLimits.maxFiles} documents of 10 MB each.`;

/** A form with a vendor's verification documents: up to five files at the limit, plus its fields. */
export const maxDocumentRequestBytes = documentUploadLimits.maxFiles * documentUploadLimits.maxBytes + 256 * 1024;

/**
 * The pages whose forms send documents. /graphql keeps the picture limit whatever it carries (its
 * operation is known only once the body is read): documents sent there share 10 MB per request.
 */
function takesDocuments(path: string): boolean {
  // With JavaScript a form posts to its page's `.data` URL (React Router's single fetch).
  const page = path.replace(/\.data$/, '');
  return page === '/vendors/register' || page === '/vendors/profile' || page.startsWith('/service/claim/vendors/register/');
}

const refuse = (message: string): Parameters<typeof bodyLimit>[0]['onError'] => (c) => {
  const headers = { 'Cache-Control': 'no-store' };
  if (c.req.path === '/graphql') {
    return c.json({ errors: [{ message, extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] }, 413, headers);
  }
  return c.text(message, 413, headers);
};

/**
 * Every request body is at most one picture at the upload limit plus its form fields, or five
 * documents where a form sends them: a larger one is refused before it is read (at once when
 * Content-Length says so, else as soon as the bytes pass the limit), so nobody can fill the
 * server's memory. /graphql answers in GraphQL's shape.
 */
export function requestBodyLimit(): MiddlewareHandler {
  const pictures = bodyLimit({ maxSize: maxRequestBytes, onError: refuse(requestTooLargeMessage) });
  const documents = bodyLimit({ maxSize: maxDocumentRequestBytes, onError: refuse(documentsTooLargeMessage) });
  return (c, next) => (takesDocuments(c.req.path) ? documents(c, next) : pictures(c, next));
}
