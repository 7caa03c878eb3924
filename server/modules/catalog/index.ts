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
export { listCategories, type AttributeRecord, type CategoryRecord, type CategoryWithDetails } from './list-categories';
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
// Visitors' cached pages of listings, after any module's write that changes what they show.
export { listingPageTags, purgeListingPages, type ListedPlace } from './purge-listing-pages';
export { listStatesWithServices, type StateWithRegions } from './list-states-with-services';
export { readPlaceDirectory, type PlaceDirectory, type ServiceCount } from './read-place-directory';
export { addServiceMedia, type ListingPhoto } from './add-service-media';
export { removeServiceMedia } from './remove-service-media';
export { reorderServiceMedia } from './reorder-service-media';
export { updateServiceMediaAlt } from './update-service-media-alt';
export { removeServiceBrochure, setServiceBrochure } from './set-service-brochure';
export { setServiceUnavailableDates } from './set-service-unavailable-dates';
export { regenerateCalendarFeed } from './regenerate-calendar-feed';
export { readCalendarFeed } from './read-calendar-feed';
export { setCalendarImport } from './set-calendar-import';
export { calendarImports } from './calendar-imports';
export { readListingAvailability, readListingPhotos, type ListingAvailability, type ListingPhotos } from './read-listing-media';
export { createService } from './create-service';
export { updateService } from './update-service';
export { deleteService } from './delete-service';
export { publishService } from './publish-service';
export { unpublishService } from './unpublish-service';
export { holdListings, listHeldListings, releaseListings, type HeldListings } from './listing-holds';
export { listMyServices, type MyService } from './list-my-services';
export { findEditableService, type EditableService } from './find-editable-service';
// The admin area's listings (administrators only): every listing in any state, hide and unhide
// with a reason, mark verified. createService makes an unclaimed listing for an administrator.
export { listAllListings, listingStatuses, type AdminListingRow } from './list-all-listings';
export { matchServiceIds } from './match-service-ids';
export { hideListing, setListingVerified, unhideListing } from './moderate-listing';
export { unclaimVendorListings } from './unclaim-vendor-listings';
export { maxServicesPerRead } from './input-fields';
