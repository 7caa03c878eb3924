import { CloseButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ServiceCardData } from '../../../server/modules/catalog';
import type { WishlistFlag } from '../../../server/modules/engagement';
import type { WithReviewScore } from '../../../server/modules/reviews';
import { ResponsiveImage } from '~/components/responsive-image';
import { ReviewScoreLine } from '~/features/reviews';
import { WishlistHeart } from '~/features/wishlist';
import classes from './search-map.module.css';

const placeholderImage = { url: '/images/default.jpg', alt: '' };

/** What /search/card/{id} answers: the card with the viewer's heart and the reviews' figures. */
export type MapCard = ServiceCardData & WishlistFlag & WithReviewScore;

/**
 * The card a map marker opens (spec §2): an image carousel that loops and does not play by itself
 * (350 ms slides, spec §9), the name as a link, 'at {state}, {country}', the reviews' score (issue
 * 32) and the primary attributes.
 * It takes focus when it opens; Escape or the close button gives it back to the map.
 */
export function MapServiceCard({ card, onClose }: { card: MapCard; onClose: () => void }) {
  const images = card.images.length > 0 ? card.images : [placeholderImage];
  const [index, setIndex] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const step = (by: number) => setIndex((current) => (current + by + images.length) % images.length);

  // Keyed by the service, so each card starts at its first photo and takes focus when it opens.
  useEffect(() => {
    dialog.current?.focus();
  }, []);

  return (
    <div
      ref={dialog}
      className={classes.card}
      role="dialog"
      aria-label={card.name}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={classes.carousel}>
        <div className={classes.slides} style={{ transform: `translateX(-${index * 100}%)` }}>
          {images.map((image, position) => (
            <div key={image.url} className={classes.slide} aria-hidden={position !== index}>
              <ResponsiveImage src={image.url} alt={image.alt} width={400} height={267} sizes="320px" className={classes.slideImage} />
            </div>
          ))}
        </div>
        {images.length > 1 && (
          <>
            <button type="button" className={`${classes.arrow} ${classes.previous}`} onClick={() => step(-1)} aria-label="Previous photo">
              <IconChevronLeft size={18} aria-hidden="true" />
            </button>
            <button type="button" className={`${classes.arrow} ${classes.next}`} onClick={() => step(1)} aria-label="Next photo">
              <IconChevronRight size={18} aria-hidden="true" />
            </button>
          </>
        )}
        <WishlistHeart serviceId={card.id} serviceName={card.name} inWishlist={card.inWishlist} className={classes.heart} />
        <CloseButton className={classes.close} onClick={onClose} aria-label="Close" variant="white" />
      </div>
      <div className={classes.cardBody}>
        <Link to={card.path} className={classes.cardTitle}>
          {card.name}
        </Link>
        <p className={classes.cardPlace}>
          at {card.stateName}, {card.countryName}
        </p>
        <p className={classes.cardScore}>
          <ReviewScoreLine variant="card" score={card.reviewScore} serviceName={card.name} />
        </p>
        {card.primaryAttributes.length > 0 && (
          <ul className={classes.cardAttributes}>
            {card.primaryAttributes.map((attribute) => (
              <li key={attribute.name}>
                {attribute.label}: {attribute.value}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
