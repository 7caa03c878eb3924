import { count, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { services } from '../db/schema';
import { seedReferenceData, seedServices } from '../demo';

/**
 * The search benches' catalog at any size, seeded in minutes rather than hours: up to 20,000
 * template listings through the demo seed (`seedServices`: real names, attribute values, booked
 * days, search rows from `refreshServiceSearch`), then copies of them made by the database itself
 * (`generate_series`, one `INSERT … SELECT` per table and ten rounds of copies), each copy moved up to
 * about 2 km from its template so that places do not hold stacks of identical points.
 *
 * A copy carries what a search reads: its `services` row, its `service_search` row (the template's,
 * moved with it), its cards' first four photos and primary attribute values. Its other meta values
 * and its booked-days rows are not copied (its search row holds the booked days), so a copy's
 * listing page is thinner than a template's; the benches only search.
 */
export const searchTemplateCount = 20_000;

// Copies per statement: 10 × 20,000 = 200,000 rows, so progress shows and no transaction grows huge.
const copiesPerStatement = 10;
// What a card reads (listServiceCards: the first four images, the primary attribute values).
const cardPhotos = 4;

const noPictures = { write: async () => {}, flush: async () => {} };

/** Seeds `size` listings into a migrated, empty database and refreshes the planner's statistics. */
export async function seedSearchCatalog(db: Database, size: number, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  await seedReferenceData(db);
  const templates = Math.min(size, searchTemplateCount);
  // Pictures are not what the search benches measure: the demo images are not drawn.
  await seedServices(db, { count: templates, imagesDir: '', imageWriter: noPictures });
  log(`${templates.toLocaleString('en-AU')} template listings seeded (${seconds()})`);
  const [{ base, stride }] = await db.select({ base: sql<number>`min(${services.id})::int - 1`, stride: sql<number>`max(${services.id})::int` }).from(services);
  // Copy g of template t is the ((g - 1) × templates + t - base)-th copy: the ids must leave no gap.
  if (stride - base !== templates) throw new Error('seedSearchCatalog: the database must start without listings');
  const rounds = Math.ceil(size / templates) - 1;
  for (let first = 1; first <= rounds; first += copiesPerStatement) {
    const last = Math.min(rounds, first + copiesPerStatement - 1);
    await copyTemplates(db, { first, last, base, stride, limit: size - templates });
    log(`copies ${first}–${last} of ${rounds} written (${seconds()})`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('services', 'id'), (select max(id) from services))`);
  // As the demo seed does after a bulk load: fresh statistics and a visibility map for index-only scans.
  await db.execute(sql`vacuum analyze service_search`);
  await db.execute(sql`analyze`);
  const [{ listed }] = await db.select({ listed: count() }).from(services);
  log(`${listed.toLocaleString('en-AU')} listings in ${seconds()}`);
}

type CopyRound = { first: number; last: number; base: number; stride: number; limit: number };

/**
 * Copies `first`…`last` of every template, copy g of template t getting id t + g × stride (so its
 * children are found without a lookup), stopping at `limit` copies in all.
 */
async function copyTemplates(db: Database, { first, last, base, stride, limit }: CopyRound): Promise<void> {
  const copies = sql`
    select t.id as template, t.id + g * ${stride} as id, g,
      ((t.id * 7919 + g * 104729) % 2001 - 1000) / 50000.0 as dlat,
      ((t.id * 104729 + g * 7919) % 2001 - 1000) / 50000.0 as dlng
    from services t cross join generate_series(${first}::int, ${last}::int) g
    where t.id <= ${stride} and (g - 1) * ${stride - base} + t.id - ${base} <= ${limit}`;
  // Every services column as the template's, but the id, a slug unique in its place, a position
  // moved with the search row's, and no calendar feed token (unique).
  const changed: Record<string, SQL> = {
    id: sql`c.id`,
    slug: sql`t.slug || '-' || c.g`,
    lat: sql`t.lat + c.dlat`,
    lng: sql`t.lng + c.dlng`,
    business_lat: sql`t.business_lat + c.dlat`,
    business_lng: sql`t.business_lng + c.dlng`,
    ical_token: sql`null`,
  };
  const names = Object.values(getTableColumns(services)).map((column) => column.name);
  const values = names.map((name) => changed[name] ?? sql`t.${sql.identifier(name)}`);
  await db.execute(sql`
    insert into services (${sql.join(names.map((name) => sql.identifier(name)), sql`, `)})
    select ${sql.join(values, sql`, `)} from (${copies}) c join services t on t.id = c.template`);
  await db.execute(sql`
    insert into service_search (service_id, category_id, state_id, region_id, lat, lng, radius, is_vendor_verified, people_min, people_max, attributes, booked_dates, review_score)
    select c.id, s.category_id, s.state_id, s.region_id, s.lat + c.dlat, s.lng + c.dlng, s.radius, s.is_vendor_verified, s.people_min, s.people_max, s.attributes, s.booked_dates, s.review_score
    from (${copies}) c join service_search s on s.service_id = c.template`);
  await db.execute(sql`
    insert into service_media (service_id, url, is_image, position, alt)
    select c.id, m.url, m.is_image, m.position, m.alt
    from (${copies}) c join service_media m on m.service_id = c.template and m.position < ${cardPhotos}`);
  await db.execute(sql`
    insert into service_meta (service_id, attribute_id, meta_key, meta_value)
    select c.id, m.attribute_id, m.meta_key, m.meta_value
    from (${copies}) c join service_meta m on m.service_id = c.template
    join attributes a on a.id = m.attribute_id and a."primary"`);
}
