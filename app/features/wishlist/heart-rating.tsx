import { IconHeart } from '@tabler/icons-react';
import { useId } from 'react';
import { useAuthPopup } from '~/features/accounts';
import { useRootData } from '~/lib/root-data';
import { useServiceWishlist, wishlistAction, type WishlistFacts } from './use-service-wishlist';
import classes from './heart-rating.module.css';

const hearts = [1, 2, 3, 4, 5];

type HeartRatingProps = {
  serviceId: number;
  serviceName: string;
  initial: Pick<WishlistFacts, 'inWishlist' | 'vote'> & Partial<WishlistFacts>;
  /** The visible name of the control ("Your rating"). */
  label?: string;
  /** The /wishlist page re-reads its list after a vote (its rating filter may drop the card). */
  revalidate?: boolean;
};

/**
 * The couple's five hearts (spec §4): heart n sets n, the selected heart again resets to 0, and a
 * rating puts the service in the wishlist first. Each heart is a toggle button ("Rate 3 of 5",
 * pressed when it is the vote) that submits a form, so it works by keyboard and without JavaScript.
 * A signed-out visitor gets the auth popup.
 */
export function HeartRating({ serviceId, serviceName, initial, label = 'Your rating', revalidate = false }: HeartRatingProps) {
  const labelId = useId();
  const signedIn = !!useRootData()?.viewer;
  const popup = useAuthPopup();
  const { fetcher, facts, error: refusal, refusedIntent } = useServiceWishlist(serviceId, initial);
  const error = refusedIntent === 'vote' ? refusal : null;
  const { vote } = facts;
  return (
    <fetcher.Form method="post" action={wishlistAction} className={classes.rating} defaultShouldRevalidate={revalidate ? undefined : false}>
      <input type="hidden" name="intent" value="vote" />
      <input type="hidden" name="id" value={serviceId} />
      <span id={labelId} className={classes.label}>
        {label}
        <span className="visually-hidden"> of {serviceName}</span>
      </span>
      <span role="group" aria-labelledby={labelId} className={classes.hearts} data-vote={vote}>
        {hearts.map((heart) => (
          <button
            key={heart}
            type={signedIn ? 'submit' : 'button'}
            name="vote"
            value={heart === vote ? 0 : heart}
            className={classes.heart}
            data-filled={heart <= vote || undefined}
            aria-pressed={heart === vote}
            aria-label={`Rate ${heart} of 5`}
            aria-haspopup={signedIn ? undefined : 'dialog'}
            // A tap before the page's scripts arrive waits for them (the fetcher or the popup).
            data-replay
            title={heart === vote ? 'Reset your rating' : `Rate ${heart} of 5`}
            onClick={signedIn ? undefined : () => popup.open()}
          >
            <IconHeart size={22} stroke={1.8} aria-hidden="true" />
          </button>
        ))}
      </span>
      {error && (
        <span role="alert" className={classes.error}>
          {error}
        </span>
      )}
    </fetcher.Form>
  );
}
