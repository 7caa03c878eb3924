import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Link } from 'react-router';
import { isPriceKey } from '../../../shared/catalog/attributes';
import type { WishlistEntry } from '../../../server/modules/engagement';
import type { WithReviewScore } from '../../../server/modules/reviews';
import { ResponsiveImage } from '~/components/responsive-image';
import { ReviewScoreLine } from '~/features/reviews';
import { HeartRating } from './heart-rating';
import { WishlistHeart } from './wishlist-heart';
import { WishlistNote } from './wishlist-note';
import classes from './wishlist-card.module.css';

type WishlistCardProps = {
  entry: WishlistEntry & WithReviewScore;
  /** Read the list again after a vote (a rating filter may drop the card). */
  revalidateOnVote: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
};

/**
 * A service on /wishlist (spec §2): picture with the heart that takes it out, the listing's public
 * score (its reviews': the average from 3 reviews and the count, as every card shows it), the
 * couple's own rating (theirs, to filter their wishlist by), a Select checkbox (for Compare), their
 * private comment, and Contact.
 */
export function WishlistCard({ entry, revalidateOnVote, selected, onSelectedChange }: WishlistCardProps) {
  const price = entry.primaryAttributes.find((attribute) => isPriceKey(attribute.name));
  const image = entry.images[0] ?? { url: '/images/default.jpg', alt: '' };
  const selectId = `select-${entry.id}`;
  // The box is uncontrolled (React would untick one ticked before the page's scripts arrived): one
  // ticked early counts once they have.
  const selectBox = useRef<HTMLInputElement>(null);
  const tickedEarly = useEffectEvent(() => {
    if (selectBox.current?.checked && !selected) onSelectedChange(true);
  });
  useEffect(() => tickedEarly(), []);
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        <Link to={entry.path} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={image.url}
            alt=""
            width={700}
            height={467}
            sizes="(min-width: 1330px) 360px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 92vw"
            className={classes.image}
          />
        </Link>
        <WishlistHeart serviceId={entry.id} serviceName={entry.name} inWishlist onWishlistPage className={classes.heart} />
      </div>
      <div className={classes.body}>
        <div className={classes.topRow}>
          <span className={classes.category}>{entry.categoryTitle}</span>
          {/* The checkbox belongs to the Compare form above the list (where "Send enquiry to selected" will join it). */}
          <label htmlFor={selectId} className={classes.select}>
            <input
              ref={selectBox}
              id={selectId}
              type="checkbox"
              name="service"
              value={entry.id}
              form="compare-form"
              defaultChecked={selected}
              onChange={(event) => onSelectedChange(event.currentTarget.checked)}
            />
            Select<span className="visually-hidden"> {entry.name}</span>
          </label>
        </div>
        <h2 className={classes.title}>
          <Link to={entry.path} className={classes.link}>
            {entry.name}
          </Link>
        </h2>
        <p className={classes.place}>{[entry.regionName, entry.stateName].filter(Boolean).join(', ')}</p>
        <p className={classes.score}>
          <ReviewScoreLine variant="card" score={entry.reviewScore} serviceName={entry.name} />
        </p>
        {price && <p className={classes.price}>From {price.value}</p>}
        <HeartRating serviceId={entry.id} serviceName={entry.name} initial={{ inWishlist: true, vote: entry.vote }} revalidate={revalidateOnVote} />
        <div className={classes.actions}>
          <WishlistNote serviceId={entry.id} serviceName={entry.name} wishlistId={entry.wishlistId} note={entry.note} />
          {/* /messages opens the conversation about this service, or takes the first message. */}
          <Link to={`/messages?service=${entry.id}`} className={classes.contact}>
            <IconMessageCircle size={18} aria-hidden="true" />
            Contact<span className="visually-hidden"> {entry.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
