import { IconHeart } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useShowNotice } from '~/components/notices';
import { NeedsSignInLink } from '~/features/accounts';
import { useRootData } from '~/lib/root-data';
import { useServiceWishlist, wishlistAction } from './use-service-wishlist';
import classes from './wishlist-heart.module.css';

type WishlistHeartProps = {
  serviceId: number;
  serviceName: string;
  inWishlist: boolean;
  /**
   * The card on /wishlist (spec §4): its button is disabled for a signed-out visitor rather than
   * opening the auth popup, and removing re-reads the list so that the card drops out.
   */
  onWishlistPage?: boolean;
  /** The service page's button: the action in words beside the heart, styled by `className`. */
  withText?: boolean;
  className?: string;
};

/**
 * The heart over a card's picture (DESIGN.md), or the service page's "Add to Wishlist": adds the
 * service to the wishlist or takes it out. A signed-out visitor gets the auth popup (or, without
 * JavaScript, the login page that comes back).
 */
export function WishlistHeart({ serviceId, serviceName, inWishlist, onWishlistPage = false, withText = false, className }: WishlistHeartProps) {
  const signedIn = !!useRootData()?.viewer;
  const { fetcher, facts, error: refusal, refusedIntent } = useServiceWishlist(serviceId, { inWishlist });
  // A refused rating is the rating's to show.
  const error = refusedIntent === 'vote' ? null : refusal;
  const showNotice = useShowNotice();
  const listed = facts.inWishlist;
  // The click's notice said the change was made: a refusal (rolled back) corrects it, once per answer.
  const correctedAnswer = useRef(fetcher.data);
  useEffect(() => {
    if (!error || correctedAnswer.current === fetcher.data) return;
    correctedAnswer.current = fetcher.data;
    showNotice(listed ? `${serviceName} is still in your Wishlist.` : `${serviceName} was not added to your Wishlist.`);
  }, [error, fetcher.data, listed, serviceName, showNotice]);
  const text = listed ? 'Remove from Wishlist' : 'Add to Wishlist';
  // Icon only: the name says which service; with words, they say it beside the heart.
  const label = withText ? undefined : listed ? `Remove ${serviceName} from Wishlist` : `Add ${serviceName} to Wishlist`;
  const content = (
    <>
      <IconHeart size={withText ? 18 : 22} stroke={1.8} aria-hidden="true" />
      {withText && text}
    </>
  );

  if (!signedIn && !onWishlistPage) {
    return (
      <NeedsSignInLink to="/wishlist" className={withText ? className : `${classes.heart} ${className ?? ''}`} aria-label={label}>
        {content}
      </NeedsSignInLink>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={wishlistAction}
      className={withText ? classes.textForm : className}
      // On /wishlist the list is read again after a removal (the router's default), but not after a
      // refusal: that would send a signed-out couple to the login page instead of saying so.
      defaultShouldRevalidate={onWishlistPage ? undefined : false}
    >
      <input type="hidden" name="id" value={serviceId} />
      <button
        type="submit"
        name="intent"
        value={listed ? 'remove' : 'add'}
        className={withText ? className : classes.heart}
        data-listed={listed || undefined}
        aria-label={label}
        title={label}
        disabled={!signedIn}
        // A tap before the page's scripts arrive waits for them (the fetcher), rather than leaving the page.
        data-replay
        onClick={() => showNotice(listed ? `${serviceName} is no longer in your Wishlist.` : `${serviceName} is in your Wishlist.`)}
      >
        {content}
      </button>
      {error && (
        <span role="alert" className={classes.error}>
          {error}
        </span>
      )}
    </fetcher.Form>
  );
}
