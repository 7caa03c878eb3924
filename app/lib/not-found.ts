import { data } from 'react-router';

/** Thrown by loaders for unknown ids in otherwise valid URLs: the root shows the 404 page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
