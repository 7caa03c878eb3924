// The catalog feature's public surface: the cards, carousels and maps other features place in
// their pages. Other features import from here only.
export { pinIconOptions } from './map-pin';
export { ServiceCard, type ServiceCardView } from './service-card';
export { ServiceCarousel } from './service-carousel';
export { default as ServiceMap, type ServiceMapProps } from './service-map';
export { VerifiedBadge } from './verified-badge';
