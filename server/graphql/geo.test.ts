import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData, seedServices } from '../../demo';
import { createTestApi, type TestApi } from '../../tests/setup/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await seedReferenceData(api.database.db);
  await seedServices(api.database.db, { count: 60, imagesDir: api.imagesDir, seed: 7 });
});
afterAll(() => api.close());

type State = { name: string; state_code: string; country_code: string; services: number; regions: { name: string; link: string; services: number }[] };

describe('places over GraphQL', () => {
  it('countries: au and nz with currency, tax, flag and service counts', async () => {
    const { data, errors } = await api.graphql<{ countries: Record<string, unknown>[] }>(
      '{ countries { code name payment_currency payment_currency_symbol payment_tax_name flag services } }',
    );
    expect(errors).toBeUndefined();
    expect(data!.countries).toEqual([
      expect.objectContaining({ code: 'au', name: 'Australia', payment_currency: 'aud', payment_currency_symbol: '$', payment_tax_name: 'GST' }),
      expect.objectContaining({ code: 'nz', name: 'New Zealand', payment_currency: 'nzd', payment_currency_symbol: '$', payment_tax_name: 'GST' }),
    ]);
    const total = data!.countries.reduce((sum, country) => sum + (country.services as number), 0);
    expect(total).toBe(60);
  });

  it('allstates: every Australian state and territory and the New Zealand regions, with their wedding regions', async () => {
    const { data } = await api.graphql<{ allstates: State[] }>(
      '{ allstates { name state_code country_code services regions { name link services } } }',
    );
    const states = data!.allstates;
    const codes = (country: string) => states.filter((state) => state.country_code === country).map((state) => state.state_code).sort();
    expect(codes('au')).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(codes('nz')).toHaveLength(15);
    const nsw = states.find((state) => state.state_code === 'NSW')!;
    expect(nsw.name).toBe('New South Wales');
    expect(nsw.regions.map((region) => region.link)).toEqual(expect.arrayContaining(['hunter-valley', 'blue-mountains']));
    const otago = states.find((state) => state.state_code === 'OTA')!;
    expect(otago.regions.map((region) => region.name)).toContain('Queenstown');
    // A state's count is the sum of its services, which all lie in one of its regions or none.
    for (const state of states) {
      const inRegions = state.regions.reduce((sum, region) => sum + region.services, 0);
      expect(inRegions).toBeLessThanOrEqual(state.services);
    }
    expect(states.reduce((sum, state) => sum + state.services, 0)).toBe(60);
  });

  it('allregions lists regions with coordinates', async () => {
    const { data } = await api.graphql<{ allregions: { name: string; lat: number; lng: number }[] }>('{ allregions { name lat lng } }');
    const hunter = data!.allregions.find((region) => region.name === 'Hunter Valley')!;
    expect(hunter.lat).toBeCloseTo(-32.8, 0);
    expect(hunter.lng).toBeCloseTo(151.3, 0);
  });

  it('localities: suggestions for the location autocomplete, with label and value', async () => {
    const query = 'query ($search: String!, $limit: Int) { localities(search: $search, limit: $limit) { name state_code state_name region_name region_link country_code postcode lat lng label value } }';
    const { status, data, errors } = await api.graphql<{ localities: Record<string, unknown>[] }>(query, { search: 'Pokolbin NSW' });
    expect(status).toBe(200);
    expect(errors).toBeUndefined();
    expect(data!.localities[0]).toMatchObject({
      name: 'Pokolbin',
      state_code: 'NSW',
      state_name: 'New South Wales',
      region_name: 'Hunter Valley',
      region_link: 'hunter-valley',
      country_code: 'au',
      postcode: '2320',
      label: 'Pokolbin NSW 2320',
      value: 'Pokolbin NSW',
    });
    expect((await api.graphql<{ localities: unknown[] }>(query, { search: 'mo', limit: 2 })).data!.localities).toHaveLength(2);
    expect((await api.graphql<{ localities: unknown[] }>(query, { search: 'x'.repeat(500) })).data).toEqual({ localities: [] });
    expect((await api.graphql(query, {})).status).toBe(400);
  });

  it('viewerGeoIP reads the proxy header, then Accept-Language, then defaults to au', async () => {
    const query = '{ viewerGeoIP { country_code source } }';
    expect((await api.graphql(query, {}, { 'CF-IPCountry': 'NZ' })).data).toEqual({ viewerGeoIP: { country_code: 'nz', source: 'header' } });
    expect((await api.graphql(query, {}, { 'Accept-Language': 'en-NZ' })).data).toEqual({ viewerGeoIP: { country_code: 'nz', source: 'language' } });
    expect((await api.graphql(query)).data).toEqual({ viewerGeoIP: { country_code: 'au', source: 'default' } });
  });
});
