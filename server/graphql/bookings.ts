import { builder } from './builder';
import {
  acceptQuote,
  cancelBooking,
  confirmBooking,
  declineBooking,
  declineQuote,
  deleteReplyTemplate,
  findEnquiryDetails,
  findVendorPipeline,
  listMyBookings,
  listQuotes,
  listReplyTemplates,
  listVendorBookings,
  markDepositReceived,
  saveReplyTemplate,
  sendQuote,
  setAutoReply,
  startEnquiry,
  withdrawQuote,
  type Booking,
  type EnquiryDetails,
  type MyBookings,
  type Quote,
  type ReplyTemplate,
  type ReplyTools,
  type StartedEnquiry,
  type VendorPipeline,
} from '../modules/bookings';
import { useCaseResolver } from './use-case-resolver';

/** Issue 31: enquiry details, quotes, bookings, the vendor's pipeline and reply tools; every rule lives in the bookings module. */

const iso = (date: Date | null) => date?.toISOString() ?? null;

const EnquiryDetailsType = builder.objectRef<EnquiryDetails>('EnquiryDetails').implement({
  description: 'What the couple said when they wrote first',
  fields: (t) => ({
    conversation_id: t.id({ resolve: (details) => details.conversationId }),
    wedding_date: t.exposeString('weddingDate', { nullable: true, description: 'YYYY-MM-DD' }),
    date_flexible: t.exposeBoolean('dateFlexible'),
    flexible_when: t.exposeString('flexibleWhen', { nullable: true, description: 'Roughly when, in words: a month or a season' }),
    guests: t.exposeInt('guests', { nullable: true }),
    budget: t.exposeInt('budget', { nullable: true, description: 'Minor units of currency' }),
    currency: t.exposeString('currency'),
  }),
});

const StartedEnquiryType = builder.objectRef<StartedEnquiry>('StartedEnquiry').implement({
  fields: (t) => ({
    conversation_id: t.id({ resolve: (started) => started.conversationId }),
    created: t.exposeBoolean('created', { description: 'False when the message joined the couple’s existing conversation' }),
    auto_reply: t.exposeBoolean('autoReply', { description: 'The vendor’s auto-reply was sent' }),
  }),
});

const QuoteItemType = builder.objectRef<Quote['items'][number]>('QuoteItem').implement({
  fields: (t) => ({ description: t.exposeString('description'), amount: t.exposeInt('amount', { description: 'Minor units, GST included' }) }),
});

const QuoteItemInput = builder.inputType('QuoteItemInput', {
  fields: (t) => ({
    description: t.string({ required: true }),
    amount: t.int({ required: true, description: 'Minor units (cents), GST included' }),
  }),
});

const QuoteBookingType = builder.objectRef<NonNullable<Quote['booking']>>('QuoteBooking').implement({
  description: 'Where a quote’s booking stands',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'held, booked, declined, expired or cancelled' }),
    hold_until: t.string({ resolve: (booking) => booking.holdUntil.toISOString() }),
    deposit_received_at: t.string({ nullable: true, resolve: (booking) => iso(booking.depositReceivedAt) }),
    end_reason: t.exposeString('endReason', { nullable: true }),
  }),
});

const QuoteType = builder.objectRef<Quote>('Quote').implement({
  description: 'A vendor’s quote in a conversation; money in minor units of currency, GST included',
  fields: (t) => ({
    id: t.exposeID('id'),
    conversation_id: t.id({ resolve: (quote) => quote.conversationId }),
    service_id: t.id({ resolve: (quote) => quote.serviceId }),
    items: t.field({ type: [QuoteItemType], resolve: (quote) => quote.items }),
    total: t.exposeInt('total'),
    tax: t.exposeInt('tax', { description: 'The GST part of the total' }),
    tax_rate: t.exposeInt('taxRate', { description: 'Basis points: 1000 is 10 %' }),
    tax_name: t.exposeString('taxName'),
    currency: t.exposeString('currency'),
    event_date: t.exposeString('eventDate', { description: 'YYYY-MM-DD' }),
    deposit_amount: t.exposeInt('depositAmount', { nullable: true }),
    deposit_due: t.exposeString('depositDue', { nullable: true }),
    terms: t.exposeString('terms'),
    valid_days: t.exposeInt('validDays'),
    valid_until: t.string({ resolve: (quote) => quote.validUntil.toISOString() }),
    status: t.exposeString('status', { description: 'open, accepted, declined, withdrawn, expired or replaced' }),
    replaced_by: t.id({ nullable: true, resolve: (quote) => quote.replacedBy }),
    decline_reason: t.exposeString('declineReason', { nullable: true }),
    created_at: t.string({ resolve: (quote) => quote.createdAt.toISOString() }),
    decided_at: t.string({ nullable: true, resolve: (quote) => iso(quote.decidedAt) }),
    booking_id: t.id({ nullable: true, description: 'The booking accepting it made', resolve: (quote) => quote.bookingId }),
    booking: t.field({ type: QuoteBookingType, nullable: true, description: 'That booking’s state (quotes(conversation_id) only)', resolve: (quote) => quote.booking }),
    vendor_id: t.id({ resolve: (quote) => quote.vendorId }),
    couple_id: t.id({ resolve: (quote) => quote.coupleId }),
  }),
});

const BookingType = builder.objectRef<Booking>('Booking').implement({
  description: 'A date held (tentative) or booked with a vendor; money in minor units of currency',
  fields: (t) => ({
    id: t.exposeID('id'),
    quote_id: t.id({ resolve: (booking) => booking.quoteId }),
    conversation_id: t.id({ resolve: (booking) => booking.conversationId }),
    service_id: t.id({ resolve: (booking) => booking.serviceId }),
    service_name: t.exposeString('serviceName'),
    category: t.exposeString('categoryTitle', { description: 'The listing’s category title' }),
    event_date: t.exposeString('eventDate'),
    total: t.exposeInt('total'),
    currency: t.exposeString('currency'),
    deposit_amount: t.exposeInt('depositAmount', { nullable: true }),
    deposit_due: t.exposeString('depositDue', { nullable: true }),
    deposit_received_at: t.string({ nullable: true, resolve: (booking) => iso(booking.depositReceivedAt) }),
    status: t.exposeString('status', { description: 'held, booked, declined, expired or cancelled' }),
    hold_until: t.string({ description: 'When an unconfirmed hold ends', resolve: (booking) => booking.holdUntil.toISOString() }),
    confirmed_at: t.string({ nullable: true, resolve: (booking) => iso(booking.confirmedAt) }),
    ended_at: t.string({ nullable: true, resolve: (booking) => iso(booking.endedAt) }),
    end_reason: t.exposeString('endReason', { nullable: true }),
  }),
});

const BookingTotalType = builder.objectRef<MyBookings['totals'][number]>('BookingTotal').implement({
  fields: (t) => ({ currency: t.exposeString('currency'), booked: t.exposeInt('booked'), held: t.exposeInt('held') }),
});

const MyBookingsType = builder.objectRef<MyBookings>('MyBookings').implement({
  fields: (t) => ({
    bookings: t.field({ type: [BookingType], resolve: (mine) => mine.bookings }),
    totals: t.field({ type: [BookingTotalType], resolve: (mine) => mine.totals }),
  }),
});

const PipelineCountsType = builder.objectRef<VendorPipeline['counts']>('PipelineCounts').implement({
  fields: (t) => ({
    new: t.exposeInt('new'),
    replied: t.exposeInt('replied'),
    quoted: t.exposeInt('quoted'),
    booked: t.exposeInt('booked'),
    lost: t.exposeInt('lost', { description: 'Declined, expired, or no reply from the couple in 30 days' }),
  }),
});

const PipelineLeadType = builder.objectRef<VendorPipeline['leads'][number]>('PipelineLead').implement({
  fields: (t) => ({
    conversation_id: t.id({ resolve: (lead) => lead.conversationId }),
    service_id: t.id({ resolve: (lead) => lead.serviceId }),
    service_name: t.exposeString('serviceName'),
    stage: t.exposeString('stage', { description: 'new, replied, quoted, booked or lost' }),
    created_at: t.string({ resolve: (lead) => lead.createdAt.toISOString() }),
    wedding_date: t.exposeString('weddingDate', { nullable: true }),
    guests: t.exposeInt('guests', { nullable: true }),
  }),
});

const PipelineListingType = builder.objectRef<VendorPipeline['listings'][number]>('PipelineListing').implement({
  fields: (t) => ({
    service_id: t.id({ resolve: (listing) => listing.serviceId }),
    service_name: t.exposeString('serviceName'),
    enquiries: t.exposeInt('enquiries', { description: 'Conversations started in the last 90 days' }),
    booked: t.exposeInt('booked', { description: 'Of those, now booked' }),
    conversion: t.exposeFloat('conversion', { description: 'booked / enquiries (0 to 1)' }),
  }),
});

const PipelineMonthType = builder.objectRef<VendorPipeline['monthly'][number]>('PipelineMonth').implement({
  fields: (t) => ({ month: t.exposeString('month', { description: 'YYYY-MM' }), currency: t.exposeString('currency'), value: t.exposeInt('value', { description: 'Minor units' }) }),
});

const VendorPipelineType = builder.objectRef<VendorPipeline>('VendorPipeline').implement({
  fields: (t) => ({
    counts: t.field({ type: PipelineCountsType, resolve: (pipeline) => pipeline.counts }),
    leads: t.field({ type: [PipelineLeadType], resolve: (pipeline) => pipeline.leads }),
    listings: t.field({ type: [PipelineListingType], resolve: (pipeline) => pipeline.listings }),
    monthly: t.field({ type: [PipelineMonthType], description: 'Confirmed bookings’ value per month, the last 12 months', resolve: (pipeline) => pipeline.monthly }),
  }),
});

const ReplyTemplateType = builder.objectRef<ReplyTemplate>('ReplyTemplate').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'May use {couple_name}, {wedding_date}, {guests}, {listing_name}' }),
    updated_at: t.string({ resolve: (template) => template.updatedAt.toISOString() }),
  }),
});

const AutoReplyType = builder.objectRef<ReplyTools['autoReply']>('AutoReply').implement({
  fields: (t) => ({ enabled: t.exposeBoolean('enabled'), body: t.exposeString('body') }),
});

const DeletedTemplateType = builder.objectRef<{ id: number }>('DeletedReplyTemplate').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.queryFields((t) => ({
  enquiryDetails: t.field({
    type: EnquiryDetailsType,
    nullable: true,
    description: 'The details the couple gave when the conversation started; its two people only',
    args: { conversation_id: t.arg.id({ required: true }) },
    resolve: useCaseResolver(findEnquiryDetails),
  }),
  quotes: t.field({
    type: [QuoteType],
    description: 'A conversation’s quotes, oldest first; its two people only',
    args: { conversation_id: t.arg.id({ required: true }) },
    resolve: useCaseResolver(listQuotes),
  }),
  myBookings: t.field({ type: MyBookingsType, description: 'The signed-in couple’s vendors: booked and held, with totals', resolve: (_root, _args, ctx) => listMyBookings(ctx) }),
  vendorBookings: t.field({
    type: [BookingType],
    description: 'The signed-in vendor’s bookings',
    args: { status: t.arg.string({ description: 'held, booked, declined, expired or cancelled; all when absent' }) },
    resolve: useCaseResolver(listVendorBookings),
  }),
  vendorPipeline: t.field({ type: VendorPipelineType, description: 'The signed-in vendor’s leads by stage', resolve: (_root, _args, ctx) => findVendorPipeline(ctx) }),
  replyTemplates: t.field({ type: [ReplyTemplateType], description: 'The signed-in vendor’s reply templates', resolve: async (_root, _args, ctx) => (await listReplyTemplates(ctx)).templates }),
  autoReply: t.field({ type: AutoReplyType, description: 'The signed-in vendor’s auto-reply', resolve: async (_root, _args, ctx) => (await listReplyTemplates(ctx)).autoReply }),
}));

builder.mutationFields((t) => ({
  startConversation: t.field({
    type: StartedEnquiryType,
    description: 'The couple’s first message to a service’s vendor, with the details vendors need (each optional)',
    args: {
      service_id: t.arg.id({ required: true }),
      message: t.arg.string({ description: 'Optional when the details are given' }),
      wedding_date: t.arg.string({ description: 'YYYY-MM-DD' }),
      date_flexible: t.arg.string({ description: '"true", or roughly when in words (a month or a season)' }),
      guests: t.arg.int(),
      budget: t.arg.int({ description: 'Whole dollars (the listing’s currency)' }),
    },
    resolve: useCaseResolver(startEnquiry),
  }),
  sendQuote: t.field({
    type: QuoteType,
    description: 'The conversation’s vendor quotes; a new quote replaces the open one',
    args: {
      conversation_id: t.arg.id({ required: true }),
      items: t.arg({ type: [QuoteItemInput], required: true }),
      event_date: t.arg.string({ required: true, description: 'YYYY-MM-DD' }),
      deposit_amount: t.arg.int({ description: 'Minor units' }),
      deposit_due: t.arg.string({ description: 'YYYY-MM-DD' }),
      terms: t.arg.string(),
      valid_days: t.arg.int({ description: '7 when absent' }),
    },
    resolve: useCaseResolver(sendQuote),
  }),
  acceptQuote: t.field({ type: QuoteType, description: 'The couple accepts: the date is held for the vendor’s confirmation (7 days)', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(acceptQuote) }),
  declineQuote: t.field({ type: QuoteType, args: { id: t.arg.id({ required: true }), reason: t.arg.string() }, resolve: useCaseResolver(declineQuote) }),
  withdrawQuote: t.field({ type: QuoteType, args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(withdrawQuote) }),
  confirmBooking: t.field({ type: BookingType, description: 'The vendor confirms a held date: it becomes booked', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(confirmBooking) }),
  declineBooking: t.field({ type: BookingType, args: { id: t.arg.id({ required: true }), reason: t.arg.string() }, resolve: useCaseResolver(declineBooking) }),
  cancelBooking: t.field({ type: BookingType, description: 'Either side; the date is released', args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) }, resolve: useCaseResolver(cancelBooking) }),
  markDepositReceived: t.field({ type: BookingType, description: 'The vendor records the deposit paid (outside the site)', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(markDepositReceived) }),
  saveReplyTemplate: t.field({
    type: ReplyTemplateType,
    args: { id: t.arg.id({ description: 'Absent for a new template' }), title: t.arg.string({ required: true }), body: t.arg.string({ required: true }) },
    resolve: useCaseResolver(saveReplyTemplate),
  }),
  deleteReplyTemplate: t.field({ type: DeletedTemplateType, args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(deleteReplyTemplate) }),
  setAutoReply: t.field({ type: AutoReplyType, args: { enabled: t.arg.boolean({ required: true }), body: t.arg.string() }, resolve: useCaseResolver(setAutoReply) }),
}));
