import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { addWishlistService, listWishlist, removeWishlistService, saveWishlistNote, voteService } from '../../../server/modules/engagement';
import { sendEnquiry } from '../../../server/modules/messaging';
import { listReviewScores } from '../../../server/modules/reviews';
import { withReviewScores } from '../../../shared/reviews/card-scores';
import { withWireNames } from '../../../server/kernel';
import { readWishlistFilters, sortWishlist } from '~/features/wishlist/wishlist-filters';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/wishlist';

/**
 * Spec §2: signed-out visitors go to /login, which brings them back. Each entry with the couple's
 * own hearts (which filter and, when chosen, sort the list) and the listing's public score, its reviews' (one query for the whole list).
 */
export async function loadWishlist({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request);
  const filters = readWishlistFilters(new URL(request.url).searchParams);
  const { rating, categoryId, sort } = filters;
  // Newest first from the use case; the couple's chosen order on top (their own hearts, if asked).
  const entries = sortWishlist(await listWishlist(app, { userId: viewer.id, rating, categoryId }), sort);
  const scores = await listReviewScores(app, { serviceIds: entries.map((entry) => entry.id) });
  return { filters, entries: withReviewScores(entries, scores), weddingDate: viewer.weddingDate };
}

const wishlistChanges = { add: addWishlistService, remove: removeWishlistService, vote: voteService } as const;

/**
 * Every change to the wishlist, from any page: the hearts on cards and service pages, ratings and
 * comments (their fetchers post here; without JavaScript the form lands on this page). The use
 * cases check the rest: sign-in, ownership, the input.
 */
export async function changeWishlist({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await request.formData();
  const { intent, ...fields } = formFields(form);
  try {
    if (intent === 'add' || intent === 'remove' || intent === 'vote') {
      return { engagement: await withWireNames(fields, (input) => wishlistChanges[intent](app, input)) };
    }
    if (intent === 'note') return { note: await withWireNames(fields, (input) => saveWishlistNote(app, input)) };
    if (intent === 'enquire') return { enquiry: await withWireNames(fields, (input) => sendEnquiry(app, input)) };
    return data({ errors: { form: 'That is not something the wishlist can do.' } }, { status: 400 });
  } catch (error) {
    // With the intent: without JavaScript the page shows the refusal beside the form that posted.
    return formFailure(error, { values: form });
  }
}
