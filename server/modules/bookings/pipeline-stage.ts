import { silentLeadDays } from '../../../shared/bookings/limits';
import type { PipelineStage } from '../../../shared/bookings/pipeline';

const dayMs = 24 * 60 * 60 * 1000;

type QuoteFact = { conversationId: number; status: string };
type BookingFact = { conversationId: number; status: string };

/**
 * Where one conversation stands (issue 31), from its newest quote and booking and who wrote last:
 * booked (a confirmed booking); quoted (an open quote, or a held date waiting for the vendor);
 * lost (the newest quote declined or expired, the booking declined, expired or cancelled, or the
 * couple silent for 30 days after the vendor's last message); replied (the vendor wrote: an
 * auto-reply is no reply, a "not available" answer is one); new.
 */
export function stageOf(
  lead: { repliedAt: Date | null; lastCoupleMessageAt: Date | null; lastVendorMessageAt: Date | null },
  quote: QuoteFact | undefined,
  booking: BookingFact | undefined,
  now: Date,
): PipelineStage {
  if (booking?.status === 'booked') return 'booked';
  if (booking?.status === 'held' || quote?.status === 'open') return 'quoted';
  if (booking && ['declined', 'expired', 'cancelled'].includes(booking.status)) return 'lost';
  if (quote && ['declined', 'expired'].includes(quote.status)) return 'lost';
  const silent =
    lead.lastVendorMessageAt !== null &&
    (lead.lastCoupleMessageAt === null || lead.lastCoupleMessageAt <= lead.lastVendorMessageAt) &&
    now.getTime() - lead.lastVendorMessageAt.getTime() > silentLeadDays * dayMs;
  if (silent) return 'lost';
  return lead.repliedAt !== null ? 'replied' : 'new';
}

