import type { BookingRow, BookingState, QuoteItem, QuoteRow, QuoteState } from '../../../db/schema/bookings';

/** A quote as its two people see it (GraphQL Quote). Money in minor units of `currency`, tax included. */
export type Quote = {
  id: number;
  conversationId: number;
  serviceId: number;
  vendorId: number;
  coupleId: number;
  items: QuoteItem[];
  total: number;
  /** The GST part of the total. */
  tax: number;
  /** Basis points: 1000 is 10 %. */
  taxRate: number;
  taxName: string;
  currency: string;
  eventDate: string;
  depositAmount: number | null;
  depositDue: string | null;
  terms: string;
  validDays: number;
  validUntil: Date;
  status: QuoteState;
  replacedBy: number | null;
  declineReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  /** The booking accepting it made (null before). */
  bookingId: number | null;
  /** That booking's state, when `quotes(conversation_id)` read it (null otherwise). */
  booking: QuoteBooking | null;
};

/** Where a quote's booking stands, for the card in the thread. */
export type QuoteBooking = Pick<BookingRow, 'id' | 'status' | 'holdUntil' | 'depositReceivedAt' | 'endReason'>;

export function toQuote(row: QuoteRow, bookingId: number | null = null, booking: QuoteBooking | null = null): Quote {
  return {
    id: row.id,
    conversationId: row.conversationId,
    serviceId: row.serviceId,
    vendorId: row.vendorId,
    coupleId: row.coupleId,
    items: row.items,
    total: row.total,
    tax: row.tax,
    taxRate: row.taxRate,
    taxName: row.taxName,
    currency: row.currency,
    eventDate: row.eventDate,
    depositAmount: row.depositAmount,
    depositDue: row.depositDue,
    terms: row.terms,
    validDays: row.validDays,
    validUntil: row.validUntil,
    status: row.status,
    replacedBy: row.replacedBy,
    declineReason: row.declineReason,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    bookingId: booking?.id ?? bookingId,
    booking,
  };
}

/** A booking as its two people see it (GraphQL Booking). */
export type Booking = {
  id: number;
  quoteId: number;
  conversationId: number;
  serviceId: number;
  serviceName: string;
  /** The listing's page ('' for a removed listing). */
  servicePath: string;
  categoryTitle: string;
  vendorId: number;
  coupleId: number;
  eventDate: string;
  total: number;
  currency: string;
  depositAmount: number | null;
  depositDue: string | null;
  depositReceivedAt: Date | null;
  status: BookingState;
  holdUntil: Date;
  confirmedAt: Date | null;
  endedAt: Date | null;
  endReason: string | null;
  createdAt: Date;
};

export function toBooking(row: BookingRow, listing: { name: string; path: string; categoryTitle: string } | undefined): Booking {
  return {
    id: row.id,
    quoteId: row.quoteId,
    conversationId: row.conversationId,
    serviceId: row.serviceId,
    serviceName: listing?.name ?? '',
    servicePath: listing?.path ?? '',
    categoryTitle: listing?.categoryTitle ?? '',
    vendorId: row.vendorId,
    coupleId: row.coupleId,
    eventDate: row.eventDate,
    total: row.total,
    currency: row.currency,
    depositAmount: row.depositAmount,
    depositDue: row.depositDue,
    depositReceivedAt: row.depositReceivedAt,
    status: row.status,
    holdUntil: row.holdUntil,
    confirmedAt: row.confirmedAt,
    endedAt: row.endedAt,
    endReason: row.endReason,
    createdAt: row.createdAt,
  };
}
