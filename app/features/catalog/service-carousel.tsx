import type { WishlistFlag } from '../../../server/modules/engagement';
import { CardCarousel } from '~/components/card-carousel';
import { ServiceCard, type ServiceCardView } from './service-card';

/** Spec §9: featured and nearby carousels move in 400 ms. */
const slideMs = 400;

/** A row of service cards: 4 on large screens, 3, 2, then one and a peek of the next (spec §9). */
export function ServiceCarousel({ cards, label }: { cards: (ServiceCardView & WishlistFlag)[]; label: string }) {
  return <CardCarousel label={label} slideMs={slideMs} columns="services" slides={cards.map((card) => ({ key: card.id, content: <ServiceCard card={card} /> }))} />;
}
