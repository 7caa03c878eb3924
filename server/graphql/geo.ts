import { countryCodeOf } from '../../shared/geo/country-code';
import { guessViewerCountry, type CountryGuess } from '../../shared/geo/guess-viewer-country';
import { defaultSuggestionLimit } from '../../shared/geo/place-suggestions';
import { builder } from './builder';
import {
  listCategoryPlaces,
  listCountriesWithServices,
  listRegionsWithServices,
  listStatesWithServices,
  readPlaceDirectory,
  type CategoryPlaces,
  type CountryWithCount,
  type RegionWithCount,
  type StateWithRegions,
  type StateWithServices,
} from '../modules/catalog';
import { suggestLocalities, type LocalitySuggestion } from '../modules/geo';
import { useCaseResolver } from './use-case-resolver';

const Country = builder.objectRef<CountryWithCount>('Country').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    services: t.exposeInt('services', { description: 'Number of services listed in the country' }),
    payment_currency: t.exposeString('paymentCurrency'),
    payment_currency_symbol: t.exposeString('paymentCurrencySymbol'),
    payment_tax_name: t.exposeString('paymentTaxName'),
    flag: t.exposeString('flag'),
  }),
});

const Region = builder.objectRef<RegionWithCount>('Region').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    region_code: t.exposeString('regionCode'),
    name: t.exposeString('name'),
    link: t.exposeString('link'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    services: t.exposeInt('services'),
  }),
});

const State = builder.objectRef<StateWithRegions>('State').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    state_code: t.exposeString('stateCode'),
    country_code: t.exposeString('countryCode'),
    link: t.exposeString('link'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    services: t.exposeInt('services'),
    regions: t.field({ type: [Region], resolve: (state) => state.regions }),
  }),
});

const ViewerGeoIP = builder.objectRef<CountryGuess>('ViewerGeoIP').implement({
  fields: (t) => ({
    country_code: t.exposeString('countryCode'),
    source: t.exposeString('source', { description: 'header, language or default' }),
  }),
});

type CategoryCount = { categoryId: number; categorySlug: string; services: number };

const ServicesInCategory = builder.objectRef<CategoryCount>('ServicesInCategory').implement({
  fields: (t) => ({
    category_id: t.exposeID('categoryId'),
    category_slug: t.exposeString('categorySlug'),
    services: t.exposeInt('services'),
  }),
});

type RegionOfCountry = RegionWithCount & { byCategory: CategoryCount[] };
type StateOfCountry = Omit<StateWithRegions, 'regions'> & { byCategory: CategoryCount[]; regions: RegionOfCountry[] };

const RegionWithCategories = builder.objectRef<RegionOfCountry>('RegionWithCategories').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    region_code: t.exposeString('regionCode'),
    name: t.exposeString('name'),
    link: t.exposeString('link'),
    services: t.exposeInt('services'),
    category_services: t.field({ type: [ServicesInCategory], description: 'Service counts by category', resolve: (region) => region.byCategory }),
  }),
});

const StateWithCategoryCounts = builder.objectRef<StateOfCountry>('StateWithCategoryCounts').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    state_code: t.exposeString('stateCode'),
    country_code: t.exposeString('countryCode'),
    link: t.exposeString('link'),
    services: t.exposeInt('services'),
    category_services: t.field({ type: [ServicesInCategory], description: 'Service counts by category', resolve: (state) => state.byCategory }),
    regions: t.field({ type: [RegionWithCategories], resolve: (state) => state.regions }),
  }),
});

const PlaceRegion = builder.objectRef<StateWithServices['regions'][number]>('PlaceRegion').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    region_code: t.exposeString('regionCode'),
    link: t.exposeString('link'),
    services: t.exposeInt('services'),
  }),
});

const PlaceState = builder.objectRef<StateWithServices>('PlaceState').implement({
  fields: (t) => ({
    state_code: t.exposeString('stateCode'),
    state_name: t.exposeString('name'),
    services: t.exposeInt('services'),
    regions: t.field({ type: [PlaceRegion], description: 'Regions with services in the category', resolve: (state) => state.regions }),
  }),
});

const StateWithCategory = builder.objectRef<CategoryPlaces>('StateWithCategory').implement({
  description: 'A category and the states (with their regions) that have services in it',
  fields: (t) => ({
    category: t.string({ resolve: (entry) => entry.category.name }),
    category_title: t.string({ resolve: (entry) => entry.category.title }),
    category_slug: t.string({ resolve: (entry) => entry.category.categorySlug }),
    country_code: t.exposeString('countryCode'),
    states: t.field({ type: [PlaceState], resolve: (entry) => entry.states }),
  }),
});

const Locality = builder.objectRef<LocalitySuggestion>('Locality').implement({
  description: 'A town or suburb of the gazetteer, as the location autocomplete suggests it',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    state_code: t.exposeString('stateCode'),
    state_name: t.exposeString('stateName'),
    region_name: t.exposeString('regionName', { nullable: true, description: 'The wedding region the place lies in, if any' }),
    region_link: t.exposeString('regionLink', { nullable: true }),
    country_code: t.exposeString('countryCode'),
    postcode: t.exposeString('postcode', { nullable: true }),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
    label: t.exposeString('label', { description: "What a list shows: 'Pokolbin NSW 2320', 'Queenstown, Otago'" }),
    value: t.exposeString('value', { description: "The label without the postcode, for the search's location: 'Pokolbin NSW'" }),
  }),
});

const countryCodeArg = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) =>
  t.arg.string({ description: 'au or nz; any other value means au (spec §2); both when absent' });

const normaliseCountryCode = (code: string | null | undefined) => (code === null || code === undefined ? undefined : countryCodeOf(code));

builder.queryFields((t) => ({
  states: t.field({
    type: [StateWithCategoryCounts],
    description: 'States of a country with their regions and service counts by category',
    args: { country_code: countryCodeArg(t) },
    resolve: async (_root, args, ctx) => {
      const countryCode = normaliseCountryCode(args.country_code);
      const [stateRows, directory] = await Promise.all([listStatesWithServices(ctx, { countryCode }), readPlaceDirectory(ctx)]);
      const categorySlugById = new Map(directory.categories.map((category) => [category.id, category.categorySlug]));
      const countBy = (match: (row: (typeof directory.counts)[number]) => boolean): CategoryCount[] => {
        const totals = new Map<number, number>();
        for (const row of directory.counts) if (match(row)) totals.set(row.categoryId, (totals.get(row.categoryId) ?? 0) + row.services);
        return [...totals].map(([categoryId, services]) => ({ categoryId, categorySlug: categorySlugById.get(categoryId) ?? '', services }));
      };
      return stateRows.map((state) => ({
        ...state,
        byCategory: countBy((row) => row.stateId === state.id),
        regions: state.regions.map((region) => ({ ...region, byCategory: countBy((row) => row.regionId === region.id) })),
      }));
    },
  }),
  statesWithCategories: t.field({
    type: [StateWithCategory],
    description: 'For each category, the states and regions with services in it',
    args: { country_code: countryCodeArg(t) },
    resolve: (_root, args, ctx) => listCategoryPlaces(ctx, { countryCode: normaliseCountryCode(args.country_code) }),
  }),
  countries: t.field({ type: [Country], resolve: useCaseResolver(listCountriesWithServices) }),
  allstates: t.field({ type: [State], resolve: useCaseResolver(listStatesWithServices) }),
  allregions: t.field({ type: [Region], resolve: useCaseResolver(listRegionsWithServices) }),
  localities: t.field({
    type: [Locality],
    description: 'Places whose name starts with the text (a trailing state, postcode or country narrows them); exact names first, then by population',
    args: {
      search: t.arg.string({ required: true }),
      limit: t.arg.int({ description: `At most 20; ${defaultSuggestionLimit} when absent` }),
    },
    resolve: (_root, args, ctx) => suggestLocalities(ctx, { text: args.search, limit: args.limit }),
  }),
  viewerGeoIP: t.field({
    type: ViewerGeoIP,
    description: "The viewer's likely country, from a proxy header, else Accept-Language, else au",
    resolve: (_root, _args, { request }) => guessViewerCountry(request.headers),
  }),
}));
