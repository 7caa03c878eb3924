import { notFound } from '~/lib/not-found';

// Every URL no other route matches answers with the 404 page and status 404.
export function loader() {
  notFound();
}

export default function NotFoundRoute() {
  return null;
}
