// The catalog module's public surface: adapters and other modules import from here only.
export { listComparisonFacts, type ComparisonFacts } from './list-comparison-facts';
export { listServiceCards, type ServiceCardData } from './list-service-cards';
export { listServiceLinks, type ServiceLink } from './list-service-links';
export { listServiceOwners, type ServiceOwner } from './list-service-owners';
