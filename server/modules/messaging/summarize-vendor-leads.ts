import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import { isSelfOrAdministrator, requireSignedIn, idField, notAllowed, parseInput } from '../../kernel';
import { medianReplyHours } from './median-reply-hours';

export const vendorLeadsInput = z.object({
  vendorId: idField('There is no such vendor.'),
  /** The two periods compared: [previousFrom, from) and [from, until). */
  previousFrom: z.date(),
  from: z.date(),
  until: z.date(),
});

/** A listing's enquiries as its vendor sees them on the dashboard. */
export type ListingLeads = {
  enquiries: number;
  previousEnquiries: number;
  /** Conversations with messages the vendor has not read (spam left out). */
  unreadConversations: number;
  /** The median hours to a first reply over the last 10 enquiries; null with none to count. */
  medianReplyHours: number | null;
};

/**
 * A vendor's leads per listing: enquiries (conversations started) in the period and the one
 * before, unread conversations, and the median time to a first reply. Two queries. The vendor
 * themself or an administrator.
 */
export async function summarizeVendorLeads(ctx: RequestContext, input: unknown): Promise<Map<number, ListingLeads>> {
  const { vendorId, previousFrom, from, until } = parseInput(vendorLeadsInput, input);
  const viewer = requireSignedIn(ctx.viewer);
  if (!isSelfOrAdministrator(viewer, vendorId)) throw notAllowed();
  const [counts, medians] = await Promise.all([
    ctx.db.execute(sql`
      select service_id::int as service_id,
        count(*) filter (where created_at >= ${from.toISOString()}::timestamptz and created_at < ${until.toISOString()}::timestamptz)::int as enquiries,
        count(*) filter (where created_at >= ${previousFrom.toISOString()}::timestamptz and created_at < ${from.toISOString()}::timestamptz)::int as previous,
        count(*) filter (where vendor_unread > 0)::int as unread
      from conversations where vendor_id = ${vendorId} and not vendor_spam
      group by service_id`),
    // As couples see it now (listQuickRepliers), not at the period's end: a young enquiry is not yet a slow one.
    medianReplyHours(ctx.db, sql`c.vendor_id = ${vendorId}`, ctx.clock.now()),
  ]);
  const { rows } = counts as unknown as { rows: { service_id: number; enquiries: number; previous: number; unread: number }[] };
  return new Map(
    rows.map((row) => [
      row.service_id,
      { enquiries: row.enquiries, previousEnquiries: row.previous, unreadConversations: row.unread, medianReplyHours: medians.get(row.service_id) ?? null },
    ]),
  );
}
