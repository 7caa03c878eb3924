import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { serviceVotes } from '../../../db/schema/engagement';

/**
 * The average of a service's wishlist hearts (null without any) and their number, read from the
 * votes themselves through their primary key, so it is never out of step with them. Only GraphQL's
 * spec §7 `rating` and `votes` answer it: no page shows it, for the public score is the reviews'
 * (issue 32).
 */
export function averageVoteOf(serviceId: AnyPgColumn | number): SQL<number | null> {
  return sql<number | null>`(select avg(${serviceVotes.vote})::float8 from ${serviceVotes} where ${serviceVotes.serviceId} = ${serviceId})`;
}

export function voteCountOf(serviceId: AnyPgColumn | number): SQL<number> {
  return sql<number>`(select count(*)::int from ${serviceVotes} where ${serviceVotes.serviceId} = ${serviceId})`;
}
