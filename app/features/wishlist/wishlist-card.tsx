import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isPriceKey } from '../../../shared/catalog/attributes';
import type { WishlistEntry } from '../../../server/modules/engagement';
import { ResponsiveImage } from '~/components/responsive-image';
import { HeartRating } from './heart-rating';
import { useServiceWishlist } from './use-service-wishlist';
import { WishlistHeart } from './wishlist-heart';
import { WishlistNote } from './wishlist-note';
import classes from './wishlist-card.module.css';

type WishlistCardProps = {
  entry: WishlistEntry;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
};

/**
 * A service on /wishlist (spec §2): picture with the heart that takes it out, the average rating
 * with its count (as the compare view shows it), the couple's rating, a
 * Select checkbox (for Compare), their private comment, and Contact.
 */
export function WishlistCard({ entry, selected, onSelectedChange }: WishlistCardProps) {
  const { fetcher } = useServiceWishlist(entry.id, { inWishlist: true, vote: entry.vote });
  const removing = fetcher.formData?.get('intent') === 'remove';
  const price = entry.primaryAttributes.find((attribute) => isPriceKey(attribute.name));
  const image = entry.images[0] ?? { url: '/images/default.jpg', alt: '' };
  const selectId = `select-${entry.id}`;
  return (
    <article className={classes.card} aria-busy={removing || undefined} data-removing={removing || undefined}>
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
              id={selectId}
              type="checkbox"
              name="service"
              value={entry.id}
              form="compare-form"
              checked={selected}
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
        {price && <p className={classes.price}>From {price.value}</p>}
        <p className={classes.average}>{averageOf(entry)}</p>
        <HeartRating serviceId={entry.id} serviceName={entry.name} initial={{ inWishlist: true, vote: entry.vote }} revalidate />
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

function averageOf({ rating, votes }: WishlistEntry): string {
  if (rating === null) return 'No ratings yet';
  const average = rating.toLocaleString('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `Rated ${average} of 5 (${votes} ${votes === 1 ? 'vote' : 'votes'})`;
}
