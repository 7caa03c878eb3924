import { asc, eq, inArray } from 'drizzle-orm';
import { bookings, enquiryDetails, quotes } from '../../../db/schema/bookings';
import { conversionDays } from '../../../shared/bookings/limits';
import { type PipelineStage } from '../../../shared/bookings/pipeline';
import type { RequestContext } from '../../context';
import { listServiceLinks } from '../catalog';
import { maxServicesPerRead } from '../catalog/internal';
import { listLeadConversations } from '../messaging/internal';
import { stageOf } from './pipeline-stage';
import { requireVendor } from './policy';

export type PipelineLead = {
  conversationId: number;
  serviceId: number;
  serviceName: string;
  stage: PipelineStage;
  createdAt: Date;
  weddingDate: string | null;
  guests: number | null;
};

export type VendorPipeline = {
  counts: Record<PipelineStage, number>;
  /** The newest leads, at most 200. */
  leads: PipelineLead[];
  /** Per listing, over the last 90 days: enquiries, those that became bookings, and the rate (0–1). */
  listings: { serviceId: number; serviceName: string; enquiries: number; booked: number; conversion: number }[];
  /** The value of confirmed bookings (still booked) per month of confirmation, the last 12 months. */
  monthly: { month: string; currency: string; value: number }[];
};

const dayMs = 24 * 60 * 60 * 1000;
const maxLeads = 2000;

/** GraphQL vendorPipeline: the signed-in vendor's leads by stage, conversion per listing, confirmed value per month. */
export async function findVendorPipeline(ctx: RequestContext): Promise<VendorPipeline> {
  const vendor = requireVendor(ctx.viewer);
  const now = ctx.clock.now();
  const [leads, quoteRows, bookingRows] = await Promise.all([
    listLeadConversations(ctx, { vendorId: vendor.id, limit: maxLeads }),
    ctx.db.select({ conversationId: quotes.conversationId, status: quotes.status }).from(quotes).where(eq(quotes.vendorId, vendor.id)).orderBy(asc(quotes.id)),
    ctx.db
      .select({ conversationId: bookings.conversationId, status: bookings.status, total: bookings.total, currency: bookings.currency, confirmedAt: bookings.confirmedAt })
      .from(bookings)
      .where(eq(bookings.vendorId, vendor.id))
      .orderBy(asc(bookings.id)),
  ]);
  // The newest of each per conversation (rows come oldest first).
  const quoteOf = new Map(quoteRows.map((row) => [row.conversationId, row]));
  const bookingOf = new Map(bookingRows.map((row) => [row.conversationId, row]));
  const bookedConversations = new Set(bookingRows.filter((row) => row.status === 'booked').map((row) => row.conversationId));

  const counts: Record<PipelineStage, number> = { new: 0, replied: 0, quoted: 0, booked: 0, lost: 0 };
  const staged = leads.map((lead) => {
    const stage = bookedConversations.has(lead.id) ? 'booked' : stageOf(lead, quoteOf.get(lead.id), bookingOf.get(lead.id), now);
    counts[stage] += 1;
    return { lead, stage };
  });

  const shown = staged.slice(0, 200);
  const details =
    shown.length === 0
      ? []
      : await ctx.db
          .select({ conversationId: enquiryDetails.conversationId, weddingDate: enquiryDetails.weddingDate, guests: enquiryDetails.guests })
          .from(enquiryDetails)
          .where(inArray(enquiryDetails.conversationId, shown.map(({ lead }) => lead.id)));
  const detailOf = new Map(details.map((row) => [row.conversationId, row]));

  const since = now.getTime() - conversionDays * dayMs;
  const perListing = new Map<number, { enquiries: number; booked: number }>();
  for (const { lead } of staged) {
    if (lead.createdAt.getTime() < since) continue;
    const entry = perListing.get(lead.serviceId) ?? { enquiries: 0, booked: 0 };
    entry.enquiries += 1;
    if (bookedConversations.has(lead.id)) entry.booked += 1;
    perListing.set(lead.serviceId, entry);
  }

  const serviceIds = [...new Set([...staged.map(({ lead }) => lead.serviceId)])];
  const names = new Map<number, string>();
  for (let start = 0; start < serviceIds.length; start += maxServicesPerRead) {
    for (const [id, link] of await listServiceLinks(ctx, { serviceIds: serviceIds.slice(start, start + maxServicesPerRead) })) names.set(id, link.name);
  }

  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const monthly = new Map<string, { month: string; currency: string; value: number }>();
  for (const row of bookingRows) {
    if (row.status !== 'booked' || !row.confirmedAt || row.confirmedAt < firstMonth) continue;
    const month = row.confirmedAt.toISOString().slice(0, 7);
    const key = `${month}:${row.currency}`;
    const entry = monthly.get(key) ?? { month, currency: row.currency, value: 0 };
    entry.value += row.total;
    monthly.set(key, entry);
  }

  return {
    counts,
    leads: shown.map(({ lead, stage }) => ({
      conversationId: lead.id,
      serviceId: lead.serviceId,
      serviceName: names.get(lead.serviceId) ?? '',
      stage,
      createdAt: lead.createdAt,
      weddingDate: detailOf.get(lead.id)?.weddingDate ?? null,
      guests: detailOf.get(lead.id)?.guests ?? null,
    })),
    listings: [...perListing.entries()]
      .map(([serviceId, { enquiries, booked }]) => ({ serviceId, serviceName: names.get(serviceId) ?? '', enquiries, booked, conversion: enquiries === 0 ? 0 : booked / enquiries }))
      .sort((a, b) => a.serviceName.localeCompare(b.serviceName)),
    monthly: [...monthly.values()].sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency)),
  };
}
