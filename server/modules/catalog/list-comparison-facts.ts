import { and, inArray } from 'drizzle-orm';
import { serviceMeta, services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { isPriceKey } from '../../../shared/catalog/attributes';
import { formatAttributeValue } from './format-attribute';
import { serviceIdsInput } from './input-fields';
import { listCategoriesWithDetails } from './list-categories-with-details';
import { isPublished } from './published';

export type ComparisonFacts = {
  /** The price-like attributes the service has (spec §3's keys), in the category's order, with $. */
  prices: { name: string; label: string; value: string }[];
  /** Guests a venue takes; null for other services. */
  capacity: { min: number | null; max: number } | null;
  location: { lat: number; lng: number };
};

/**
 * What a side-by-side comparison needs beyond a card, for some services in two queries (their rows,
 * their price-like meta): unknown ids are absent from the map.
 */
export async function listComparisonFacts(ctx: RequestContext, input: unknown): Promise<Map<number, ComparisonFacts>> {
  const { serviceIds: ids } = parseInput(serviceIdsInput, input);
  if (ids.length === 0) return new Map();
  const { db } = ctx;
  const categories = await listCategoriesWithDetails(ctx);
  const priceAttributes = new Map(
    categories.flatMap((category) => category.attributes.filter((attribute) => isPriceKey(attribute.name)).map((attribute) => [attribute.id, attribute] as const)),
  );
  const [rows, meta] = await Promise.all([
    db
      .select({ id: services.id, lat: services.lat, lng: services.lng, peopleMin: services.peopleMin, peopleMax: services.peopleMax })
      .from(services)
      .where(and(inArray(services.id, ids), isPublished)),
    db
      .select({ serviceId: serviceMeta.serviceId, attributeId: serviceMeta.attributeId, value: serviceMeta.metaValue })
      .from(serviceMeta)
      .where(and(inArray(serviceMeta.serviceId, ids), inArray(serviceMeta.attributeId, [...priceAttributes.keys(), -1]))),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        prices: meta
          .filter((item) => item.serviceId === row.id)
          .map((item) => ({ attribute: priceAttributes.get(item.attributeId!)!, value: item.value }))
          .sort((a, b) => a.attribute.order - b.attribute.order || a.attribute.id - b.attribute.id)
          .map(({ attribute, value }) => ({ name: attribute.name, label: attribute.label, value: formatAttributeValue(attribute, value) })),
        capacity: row.peopleMax === null ? null : { min: row.peopleMin, max: row.peopleMax },
        location: { lat: row.lat, lng: row.lng },
      },
    ]),
  );
}
