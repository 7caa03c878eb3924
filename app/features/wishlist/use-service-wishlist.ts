import { useFetcher } from 'react-router';
import type { ServiceEngagement } from '../../../server/modules/engagement';
import type { FormErrors } from '~/lib/form-errors';

/** Where the wishlist's changes are posted: the /wishlist page's action (it works without JavaScript too). */
export const wishlistAction = '/wishlist';

/** What the /wishlist action answers a heart, a rating or a comment. */
export type WishlistAnswer = { engagement: ServiceEngagement } | { note: { id: number; text: string } | null } | { errors: FormErrors };

export type WishlistFacts = Pick<ServiceEngagement, 'inWishlist' | 'vote' | 'rating' | 'votes'>;

/**
 * A service's wishlist facts as the page shows them: the loader's, then the action's last answer,
 * then the change being sent (shown at once). Every control of one service shares one fetcher (by
 * key), so the heart on a card and the rating beside it never disagree.
 */
export function useServiceWishlist(serviceId: number, initial: Partial<WishlistFacts> & Pick<WishlistFacts, 'inWishlist'>) {
  const fetcher = useFetcher<WishlistAnswer>({ key: `wishlist-${serviceId}` });
  const answer = fetcher.data && 'engagement' in fetcher.data ? fetcher.data.engagement : null;
  let facts: WishlistFacts = answer ?? { vote: 0, rating: null, votes: 0, ...initial };
  const sending = fetcher.formData;
  if (sending) {
    const intent = sending.get('intent');
    if (intent === 'add' || intent === 'remove') facts = { ...facts, inWishlist: intent === 'add' };
    if (intent === 'vote') {
      const vote = Number(sending.get('vote'));
      facts = { ...facts, vote, inWishlist: facts.inWishlist || vote > 0 };
    }
  }
  const error = fetcher.data && 'errors' in fetcher.data ? Object.values(fetcher.data.errors).join(' ') : null;
  return { fetcher, facts, error, busy: fetcher.state !== 'idle' };
}
