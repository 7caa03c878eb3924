import { refusalOf } from '../../../server/kernel';
import { notFound } from '~/lib/not-found';

/**
 * An editor step's data: a listing that is not the viewer's (or no listing, or an id of no
 * possible shape) is the 404 page, as a draft's existence is private.
 */
export async function editorRead<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    const code = refusalOf(error)?.code;
    if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') notFound();
    throw error;
  });
}
