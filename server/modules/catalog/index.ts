// The catalog module's public surface (categories, services and where they are): adapters and
// other modules import from here only.
export { attributeGroups, type AttributeOptions, type AttributeType } from '../../../db/schema/catalog';
export { availabilityMonths, availabilityWindow } from './availability-window';
export { buildPreviewService } from './build-preview-service';
export type { ServiceAttributeValue } from './describe-service-meta';
export { findCategoryByName } from './find-category-by-name';
export { findCategoryBySlug } from './find-category-by-slug';
export { findServiceDetail, type RawMetaAttribute, type ServiceDetail } from './find-service-detail';
export { isCatalogEmpty } from './is-catalog-empty';
export { listCategories, type AttributeRecord, type BillingPlanRecord, type CategoryRecord, type CategoryWithDetails } from './list-categories';
export { listCategoriesWithDetails } from './list-categories-with-details';
export { listCategoryPlaces, type CategoryPlaces, type RegionWithServices, type StateWithServices } from './list-category-places';
export { listComparisonFacts, type ComparisonFacts } from './list-comparison-facts';
export { listCountriesWithServices, type CountryWithCount } from './list-countries-with-services';
export { listFeaturedServices } from './list-featured-services';
export { listNearbyServices } from './list-nearby-services';
export { listRegionCategories, type RegionCategories } from './list-region-categories';
export { listRegionsWithServices, type RegionWithCount } from './list-regions-with-services';
export { listServiceCards, type ServiceCardData } from './list-service-cards';
export { listServiceLinks, type ServiceLink } from './list-service-links';
export { listServiceNames } from './list-service-names';
export { listServiceOwners, type ServiceOwner } from './list-service-owners';
export { planSitemap, urlsPerSitemapFile, type SitemapPlan, type SitemapUrl } from './list-sitemap-urls';
export { listVendorServices } from './list-vendor-services';
export { setVendorListingsVerified } from './set-vendor-listings-verified';
export { transferServiceOwnership } from './transfer-service-ownership';
export { listStatesWithServices, type StateWithRegions } from './list-states-with-services';
export { readPlaceDirectory, type PlaceDirectory, type ServiceCount } from './read-place-directory';
