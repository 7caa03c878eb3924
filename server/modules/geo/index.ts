// The geo module's public surface (countries, states, regions and the gazetteer of places):
// adapters and other modules import from here only.
export { ensureLocalities } from './ensure-localities';
export { findLocality } from './find-locality';
export { findPlace, type Place } from './find-place';
export { findPlaceNamed } from './find-place-named';
export { importLocalities, type GazetteerRow } from './import-localities';
export { locatePlaceName, type LocatedPlace } from './locate-place-name';
export { locatePoint } from './locate-point';
export { readGeography, type CountryRecord, type Geography, type RegionRecord, type StateRecord } from './read-geography';
export { suggestLocalities, type LocalitySuggestion } from './suggest-localities';
export { suggestPlaces, type PlaceSuggestion } from './suggest-places';
