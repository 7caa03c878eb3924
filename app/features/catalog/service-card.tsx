import { Link } from 'react-router';
import type { ServiceCardData } from '../../../server/modules/catalog';
import { isPriceKey } from '../../../shared/catalog/attributes';
import type { WishlistFlag } from '../../../server/modules/engagement';
import type { WithReviewScore } from '../../../server/modules/reviews';
import { ResponsiveImage } from '~/components/responsive-image';
import { ReviewScoreLine } from '~/features/reviews';
import { WishlistHeart } from '~/features/wishlist';
import { groupThousands } from '~/lib/format-number';
import classes from './service-card.module.css';
import { VerifiedBadge } from './verified-badge';

/** What a card reads of a service: pages that send cards to the browser may send no more. */
export type ServiceCardView = Pick<ServiceCardData, 'id' | 'name' | 'path' | 'regionName' | 'stateName' | 'isVendorVerified' | 'images' | 'primaryAttributes'> & WithReviewScore;

/**
 * DESIGN.md's card: picture on top (3:2) with the wishlist heart in its corner, name in the serif,
 * place, the reviews' score (issue 32: the average from 3 reviews, and the count), and the main
 * price below.
 */
export function ServiceCard({
  card,
  headingLevel = 3,
  distance = null,
}: {
  card: ServiceCardView & WishlistFlag;
  headingLevel?: 2 | 3 | 4;
  /** Metres from the place a search was made around. */
  distance?: number | null;
}) {
  const Heading = `h${headingLevel}` as const;
  const price = card.primaryAttributes.find((attribute) => isPriceKey(attribute.name));
  const others = card.primaryAttributes.filter((attribute) => attribute !== price).slice(0, 2);
  const image = card.images[0] ?? { url: '/images/default.jpg', alt: '' };
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        <ResponsiveImage
          src={image.url}
          alt={image.alt}
          width={700}
          height={467}
          sizes="(min-width: 1330px) 280px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 85vw"
          className={classes.image}
        />
        {card.isVendorVerified && (
          <div className={classes.verified}>
            <VerifiedBadge />
          </div>
        )}
        <WishlistHeart serviceId={card.id} serviceName={card.name} inWishlist={card.inWishlist} className={classes.heart} />
      </div>
      <div className={classes.body}>
        <Heading className={classes.title}>
          {/* The whole card is the link's hit area (see the CSS), but only the name is read out. */}
          <Link to={card.path} className={classes.link}>
            {card.name}
          </Link>
        </Heading>
        <p className={classes.place}>
          {[card.regionName, card.stateName].filter(Boolean).join(', ')}
          {distance !== null && ` · ${distance < 1000 ? 'under 1' : groupThousands(distance / 1000)} km away`}
        </p>
        <p className={classes.score}>
          <ReviewScoreLine variant="card" score={card.reviewScore} serviceName={card.name} className={classes.scoreLink} />
        </p>
        {price && <p className={classes.price}>From {price.value}</p>}
        {others.length > 0 && (
          <ul className={classes.attributes}>
            {others.map((attribute) => (
              <li key={attribute.name}>
                <span className={classes.attributeLabel}>{attribute.label}:</span> {attribute.value}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
