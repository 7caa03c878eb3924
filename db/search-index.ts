import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Rebuilds the search index rows (service_search) of the given services, or of every service,
 * from services, service_meta and service_unavailable_dates, in two statements: published
 * listings are written, the others removed. Whoever changes
 * what a search reads — a listing, its attribute values, its booked dates — calls this for it.
 * meta_value holds plain text or JSON (spec §3): numbers and arrays become JSON, the rest strings.
 */
export async function refreshSearchIndex(db: Database, serviceIds?: number[]): Promise<void> {
  if (serviceIds && serviceIds.length === 0) return;
  const ids = serviceIds ? sql`and s.id in (${sql.join(serviceIds, sql`, `)})` : sql``;
  // Only published listings nothing holds are searched: a draft, an unpublished or a held listing
  // (service_holds: hidden by an administrator, a suspended vendor, a lapsed subscription) leaves.
  const held = sql`exists (select 1 from service_holds h where h.service_id = s.id)`;
  await db.execute(sql`delete from service_search where service_id in (select s.id from services s where (s.listing_state <> 'published' or ${held}) ${ids})`);
  await db.execute(sql`
    insert into service_search
      (service_id, category_id, state_id, region_id, lat, lng, radius, is_vendor_verified, people_min, people_max, attributes, booked_dates)
    select s.id, s.category_id, s.state_id, s.region_id, s.lat, s.lng, s.radius, s.is_vendor_verified, s.people_min, s.people_max,
      coalesce((
        select jsonb_object_agg(m.meta_key, case
          when m.meta_value ~ '^-?[0-9]+(\\.[0-9]+)?$' or m.meta_value ~ '^\\[.*\\]$' then m.meta_value::jsonb
          else to_jsonb(m.meta_value) end)
        from service_meta m where m.service_id = s.id and m.attribute_id is not null
      ), '{}'::jsonb),
      coalesce((select array_agg(d.date order by d.date) from service_unavailable_dates d where d.service_id = s.id), '{}')
    from services s
    where s.listing_state = 'published' and not ${held} ${ids}
    on conflict (service_id) do update set
      category_id = excluded.category_id, state_id = excluded.state_id, region_id = excluded.region_id,
      lat = excluded.lat, lng = excluded.lng, radius = excluded.radius, is_vendor_verified = excluded.is_vendor_verified,
      people_min = excluded.people_min, people_max = excluded.people_max,
      attributes = excluded.attributes, booked_dates = excluded.booked_dates`);
}
