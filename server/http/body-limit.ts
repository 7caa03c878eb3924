import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxRequestBytes } from '../../shared/media/image-limits';

export const requestTooLargeMessage = 'The upload is too large: pictures must be smaller than 10 MB.';

/**
 * Every request body is at most one picture at the upload limit plus its form fields: a larger one
 * is refused before it is read (at once when Content-Length says so, else as soon as the bytes
 * pass the limit), so nobody can fill the server's memory. /graphql answers in GraphQL's shape.
 */
export function requestBodyLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxRequestBytes,
    onError: (c) => {
      const headers = { 'Cache-Control': 'no-store' };
      if (c.req.path === '/graphql') {
        return c.json({ errors: [{ message: requestTooLargeMessage, extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }] }, 413, headers);
      }
      return c.text(requestTooLargeMessage, 413, headers);
    },
  });
}
