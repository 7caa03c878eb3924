import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { ServiceEngagement } from '../../../server/modules/engagement';
import type { FormErrors, FormValues } from '~/lib/form-errors';

/** Where the wishlist's changes are posted: the /wishlist page's action (it works without JavaScript too). */
export const wishlistAction = '/wishlist';

/** What the /wishlist action answers a heart, a rating or a comment. */
export type WishlistAnswer = { engagement: ServiceEngagement } | { note: { id: number; text: string } | null } | { errors: FormErrors; values?: FormValues };

/** The viewer's own facts about a service: in their wishlist or not, and their hearts (never a public score). */
export type WishlistFacts = Pick<ServiceEngagement, 'inWishlist' | 'vote'>;

/**
 * A service's wishlist facts as the page shows them: the loader's, then the last ones the server
 * confirmed, with the change being sent shown at once (optimistic). A refusal rolls the change back
 * to the last confirmed facts and gives its message as `error`, and what was refused as
 * `refusedIntent`. Every control of one service
 * shares one fetcher (by key), so the heart on a card and the rating beside it never disagree.
 */
export function useServiceWishlist(serviceId: number, initial: Partial<WishlistFacts> & Pick<WishlistFacts, 'inWishlist'>) {
  const fetcher = useFetcher<WishlistAnswer>({ key: `wishlist-${serviceId}` });
  // The last answer that carried facts: a refusal after it does not undo what it confirmed.
  const [confirmed, setConfirmed] = useState<{ answer: WishlistAnswer | undefined; facts: WishlistFacts | null }>({ answer: fetcher.data, facts: null });
  let confirmedFacts = confirmed.facts;
  if (fetcher.data !== confirmed.answer) {
    confirmedFacts = fetcher.data && 'engagement' in fetcher.data ? fetcher.data.engagement : confirmed.facts;
    setConfirmed({ answer: fetcher.data, facts: confirmedFacts });
  }
  let facts: WishlistFacts = confirmedFacts ?? { vote: 0, ...initial };
  const sending = fetcher.formData;
  // What was last sent ('add', 'remove', 'vote'): its control alone shows a refusal.
  const [sentIntent, setSentIntent] = useState<string | null>(null);
  if (sending) {
    const intent = sending.get('intent');
    if (typeof intent === 'string' && intent !== sentIntent) setSentIntent(intent);
    if (intent === 'add' || intent === 'remove') facts = { ...facts, inWishlist: intent === 'add' };
    if (intent === 'vote') {
      const vote = Number(sending.get('vote'));
      facts = { ...facts, vote, inWishlist: facts.inWishlist || vote > 0 };
    }
  }
  // The refusal's message (spec §5's general error) until the next try is sent.
  const error = !sending && fetcher.data && 'errors' in fetcher.data ? Object.values(fetcher.data.errors).join(' ') : null;
  return { fetcher, facts, error, refusedIntent: error ? sentIntent : null };
}
