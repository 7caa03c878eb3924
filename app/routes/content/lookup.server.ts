import { InvalidInputError } from '../../../server/kernel';
import { notFound } from '~/lib/not-found';

/**
 * A content lookup whose input the use case refused names nothing: a URL's slug that no post,
 * page or tag can have (a NUL byte, 5,000 characters) answers 404, like an unknown slug.
 */
export async function orNotFound<T>(lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof InvalidInputError) notFound();
    throw error;
  }
}
