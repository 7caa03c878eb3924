import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { isPublished } from '../catalog/internal';
import { reviewRankingScoreOf } from '../reviews/internal';

export const refreshServiceSearchInput = z.object({ serviceIds: z.array(z.number().int().positive()).max(100_000).optional(), reviewScoresOnly: z.boolean().optional() });

/**
 * Brings these listings' search rows (service_search), or every listing's, up to date with the
 * listing tables, in the caller's transaction (`ctx.db`), in two statements: a public listing
 * (catalog's isPublished) is written from services, service_meta and service_unavailable_dates,
 * any other removed. The catalog calls it after every write that changes what a search reads
 * (through ctx.searchIndex). meta_value holds plain text or JSON (spec §3): numbers and arrays become
 * JSON, the rest strings. It only derives rows from what is stored: nothing anyone chose changes and
 * nothing is shown to the caller, so it checks no permission.
 *
 * `review_score` is the reviews module's published Bayesian mean (issue 32: its internal
 * `reviewRankingScoreOf`, the prior C for a listing without reviews). With `reviewScoresOnly` only
 * that column is brought up to date (a review write: its listing; the daily prior job: every row),
 * and only rows whose score changed are written.
 */
export async function refreshServiceSearch(ctx: RequestContext, input: unknown): Promise<void> {
  const { serviceIds, reviewScoresOnly } = parseInput(refreshServiceSearchInput, input);
  if (serviceIds && serviceIds.length === 0) return;
  if (reviewScoresOnly) {
    const score = reviewRankingScoreOf(sql.raw('service_search.service_id'));
    const only = serviceIds ? sql`and service_search.service_id in (${sql.join(serviceIds, sql`, `)})` : sql``;
    await ctx.db.execute(sql`update service_search set review_score = ${score} where review_score is distinct from ${score} ${only}`);
    return;
  }
  const ids = serviceIds ? sql`and services.id in (${sql.join(serviceIds, sql`, `)})` : sql``;
  // Only public listings are searched (catalog's one definition: published, nothing holds it); a
  // draft, an unpublished or a held listing leaves.
  await ctx.db.execute(sql`delete from service_search where service_id in (select services.id from services where not ${isPublished} ${ids})`);
  await ctx.db.execute(sql`
    insert into service_search
      (service_id, category_id, state_id, region_id, lat, lng, radius, is_vendor_verified, people_min, people_max, attributes, booked_dates, review_score)
    select services.id, services.category_id, services.state_id, services.region_id, services.lat, services.lng, services.radius,
      services.is_vendor_verified, services.people_min, services.people_max,
      coalesce((
        select jsonb_object_agg(m.meta_key, case
          when m.meta_value ~ '^-?[0-9]+(\\.[0-9]+)?$' or m.meta_value ~ '^\\[.*\\]$' then m.meta_value::jsonb
          else to_jsonb(m.meta_value) end)
        from service_meta m where m.service_id = services.id and m.attribute_id is not null
      ), '{}'::jsonb),
      coalesce((select array_agg(d.date order by d.date) from service_unavailable_dates d where d.service_id = services.id), '{}'),
      ${reviewRankingScoreOf(sql.raw('services.id'))}
    from services
    where ${isPublished} ${ids}
    on conflict (service_id) do update set
      category_id = excluded.category_id, state_id = excluded.state_id, region_id = excluded.region_id,
      lat = excluded.lat, lng = excluded.lng, radius = excluded.radius, is_vendor_verified = excluded.is_vendor_verified,
      people_min = excluded.people_min, people_max = excluded.people_max,
      attributes = excluded.attributes, booked_dates = excluded.booked_dates, review_score = excluded.review_score`);
}
