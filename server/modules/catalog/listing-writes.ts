import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { serviceMeta, services } from '../../../db/schema/services';
import { slugify } from '../../../shared/slug';
import { isUniqueViolation } from '../../kernel';
import { attributeDefaults, type MetaWrite } from './attribute-input';
import type { CategoryWithDetails } from './list-categories';

/** Writes the listing use cases share (inside their transaction); none checks permission. */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** The name's slug, unique among the listings of the same place: -2, -3… when taken. */
export async function uniqueSlug(tx: Transaction, name: string, place: { stateId: number; regionId: number | null }, exceptId?: number): Promise<string> {
  const base = slugify(name) || 'listing';
  const rows = await tx
    .select({ slug: services.slug })
    .from(services)
    .where(
      and(
        eq(services.stateId, place.stateId),
        place.regionId === null ? isNull(services.regionId) : eq(services.regionId, place.regionId),
        sql`${services.slug} ~ ${`^${base}(-[0-9]+)?$`}`,
        exceptId === undefined ? undefined : ne(services.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Runs a listing's save (its whole transaction) again when another save took the same slug in the
 * same place between this one's uniqueSlug and its write: the unique constraint refuses the later
 * one, which then sees the slug taken and chooses the next. A few attempts; then the error stands.
 */
export async function retryingSlugConflicts<T>(save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await save();
    } catch (error) {
      if (attempt === 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Stores attribute values (null removes one). With `defaults` (a new listing, a new category, a
 * new place: spec §4), the category's defaults fill the attributes that have no value; otherwise a
 * value the vendor removed stays removed when another step is saved.
 */
export async function writeMeta(tx: Transaction, serviceId: number, category: CategoryWithDetails, writes: MetaWrite[], { defaults }: { defaults: boolean }): Promise<void> {
  const removed = writes.filter((write) => write.metaValue === null).map((write) => write.metaKey);
  if (removed.length > 0) await tx.delete(serviceMeta).where(and(eq(serviceMeta.serviceId, serviceId), inArray(serviceMeta.metaKey, removed)));
  const stored = writes.flatMap((write) => (write.metaValue === null ? [] : [{ ...write, metaValue: write.metaValue }]));
  const rows = [...stored];
  if (defaults) {
    const present = await tx.select({ metaKey: serviceMeta.metaKey }).from(serviceMeta).where(eq(serviceMeta.serviceId, serviceId));
    const keys = new Set([...present.map((row) => row.metaKey), ...stored.map((write) => write.metaKey)]);
    // A value removed in this very save is a choice ("no answer"), so its default does not come back.
    for (const key of removed) keys.add(key);
    rows.push(...attributeDefaults(category.attributes, keys).map((write) => ({ ...write, metaValue: write.metaValue! })));
  }
  if (rows.length > 0) {
    await tx
      .insert(serviceMeta)
      .values(rows.map((row) => ({ serviceId, ...row })))
      .onConflictDoUpdate({ target: [serviceMeta.serviceId, serviceMeta.metaKey], set: { metaValue: sql`excluded.meta_value`, attributeId: sql`excluded.attribute_id` } });
  }
  if (rows.length > 0 || removed.length > 0) await syncGuestNumbers(tx, serviceId);
}

/** people_min and people_max follow the guest attributes (the number_of_people filter reads them). */
async function syncGuestNumbers(tx: Transaction, serviceId: number): Promise<void> {
  await tx.execute(sql`
    update services set
      people_max = (select case when meta_value ~ '^[0-9]+$' then meta_value::int end from service_meta where service_id = ${serviceId} and meta_key = 'number_of_people'),
      people_min = (select case when meta_value ~ '^[0-9]+$' then meta_value::int end from service_meta where service_id = ${serviceId} and meta_key = 'min_number_of_people')
    where id = ${serviceId}`);
}
