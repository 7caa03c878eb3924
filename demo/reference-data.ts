import type { Database } from '../db/client';
import { buildContext } from '../server/build-context';
import { importLocalities } from '../server/modules/geo';
import { attributes, billingIntervals, billingPlans, categories, countries, regions, states } from '../db/schema';
import { categorySeeds } from './catalog';
import { countrySeeds, stateSeeds } from '../db/reference/places';

export type ReferenceDataCounts = {
  countries: number;
  states: number;
  regions: number;
  localities: number;
  categories: number;
  attributes: number;
  billingPlans: number;
};

/**
 * Countries, states, regions, the gazetteer of places, categories, attributes and billing plans:
 * what the site needs before any listing exists. Expects empty tables; one transaction, so it is
 * all or nothing.
 */
export async function seedReferenceData(db: Database): Promise<ReferenceDataCounts> {
  return db.transaction(async (tx) => {
    // Inserted in list order, so Australia (the default country) gets the lower id.
    const countryRows = await tx.insert(countries).values(countrySeeds).returning({ id: countries.id, code: countries.code });
    const countryId = new Map(countryRows.map((row) => [row.code, row.id]));

    const stateRows = await tx
      .insert(states)
      .values(stateSeeds.map(({ regions: _regions, phoneArea: _phoneArea, countryCode, ...state }) => ({ ...state, countryId: countryId.get(countryCode)! })))
      .returning({ id: states.id, stateCode: states.stateCode });
    const stateId = new Map(stateRows.map((row) => [row.stateCode, row.id]));

    const regionValues = stateSeeds.flatMap((state) =>
      state.regions.map(({ name, regionCode, link, lat, lng, population }) => ({ stateId: stateId.get(state.stateCode)!, name, regionCode, link, lat, lng, population })),
    );
    await tx.insert(regions).values(regionValues);
    const localityCount = await importLocalities(buildContext({ db: tx }));

    const categoryRows = await tx
      .insert(categories)
      .values(categorySeeds.map(({ attributes: _attributes, plans: _plans, ...category }, index) => ({ ...category, order: index + 1 })))
      .returning({ id: categories.id, name: categories.name });
    const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));

    const attributeValues = categorySeeds.flatMap((category) =>
      category.attributes.map((attribute, index) => ({ ...attribute, primary: attribute.primary ?? false, order: index + 1, categoryId: categoryId.get(category.name)! })),
    );
    await tx.insert(attributes).values(attributeValues);

    const planValues = categorySeeds.flatMap((category) =>
      countrySeeds.flatMap((country) =>
        category.plans.flatMap((plan) =>
          billingIntervals.map((interval) => ({
            categoryId: categoryId.get(category.name)!,
            countryId: countryId.get(country.code)!,
            title: plan.title,
            amount: plan.amounts[country.code][interval],
            currency: country.paymentCurrency,
            interval,
            metadata: plan.attribute ? { attribute: plan.attribute } : {},
          })),
        ),
      ),
    );
    await tx.insert(billingPlans).values(planValues);

    return {
      countries: countryRows.length,
      states: stateRows.length,
      regions: regionValues.length,
      localities: localityCount,
      categories: categoryRows.length,
      attributes: attributeValues.length,
      billingPlans: planValues.length,
    };
  });
}
