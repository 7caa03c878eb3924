import { builder } from '../../graphql/builder';
import { guessViewerCountry, type CountryGuess } from './guess-viewer-country';
import { listCountries, type CountryWithCount } from './list-countries';
import { listRegions, listStates, type RegionWithCount, type StateWithRegions } from './list-places';

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

builder.queryFields((t) => ({
  countries: t.field({ type: [Country], resolve: (_root, _args, { db }) => listCountries(db) }),
  allstates: t.field({ type: [State], resolve: (_root, _args, { db }) => listStates(db) }),
  allregions: t.field({ type: [Region], resolve: (_root, _args, { db }) => listRegions(db) }),
  viewerGeoIP: t.field({
    type: ViewerGeoIP,
    description: "The viewer's likely country, from a proxy header, else Accept-Language, else au",
    resolve: (_root, _args, { request }) => guessViewerCountry(request.headers),
  }),
}));
