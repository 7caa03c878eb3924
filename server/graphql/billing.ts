import { invoiceNumber } from '../../shared/billing/invoice-text';
import { paymentMethodLabel } from '../../shared/billing/payment-method';
import { builder } from './builder';
import {
  cancelSubscription,
  changeSubscription,
  listInvoices,
  listMySubscriptions,
  markInvoicePaid,
  openBillingPortal,
  resumeSubscription,
  subscribe,
  voidInvoice,
  type ChangeQuote,
  type InvoiceRow,
  type MySubscription,
  type Subscribed,
  type SubscriptionRow,
} from '../modules/billing';
import { BillingPlan } from './catalog';
import { useCaseResolver } from './use-case-resolver';

/** Vendors paying per category (issue 20): subscriptions, tax invoices, administrators' marks. */

const iso = (date: Date | null) => date?.toISOString() ?? null;

const InvoiceLineType = builder.objectRef<InvoiceRow['lines'][number]>('InvoiceLine').implement({
  fields: (t) => ({ title: t.exposeString('title'), amount: t.exposeInt('amount', { description: 'Minor units, tax included' }) }),
});

const InvoiceType = builder.objectRef<InvoiceRow>('Invoice').implement({
  description: 'A tax invoice; amounts in minor units, tax included',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.string({ description: 'INV-000042', resolve: (invoice) => invoiceNumber(invoice.id) }),
    status: t.exposeString('status', { description: 'open, paid or void' }),
    currency: t.exposeString('currency'),
    total: t.exposeInt('total'),
    tax: t.exposeInt('tax', { description: 'The part of the total that is tax' }),
    tax_name: t.exposeString('taxName'),
    lines: t.field({ type: [InvoiceLineType], resolve: (invoice) => invoice.lines }),
    issued_at: t.string({ resolve: (invoice) => invoice.issuedAt.toISOString() }),
    due_at: t.string({ resolve: (invoice) => invoice.dueAt.toISOString() }),
    paid_at: t.string({ nullable: true, resolve: (invoice) => iso(invoice.paidAt) }),
    buyer_name: t.exposeString('buyerName'),
    buyer_number: t.exposeString('buyerNumber', { description: 'ABN or NZBN' }),
    url: t.string({ description: 'The printable tax invoice', resolve: (invoice) => `/vendors/billing/invoices/${invoice.id}` }),
  }),
});

const SubscriptionType = builder.objectRef<SubscriptionRow>('Subscription').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    category_id: t.exposeInt('categoryId'),
    plan_id: t.exposeInt('planId'),
    status: t.exposeString('status', { description: 'awaiting_payment, active, past_due (7 days of grace), hidden or ended' }),
    cancel_at_period_end: t.exposeBoolean('cancelAtPeriodEnd'),
    current_period_end: t.string({ nullable: true, resolve: (subscription) => iso(subscription.currentPeriodEnd) }),
    grace_ends_at: t.string({ nullable: true, resolve: (subscription) => iso(subscription.graceEndsAt) }),
  }),
});

const NextChargeType = builder.objectRef<NonNullable<MySubscription['nextCharge']>>('NextCharge').implement({
  fields: (t) => ({ amount: t.exposeInt('amount'), currency: t.exposeString('currency'), on: t.string({ resolve: (charge) => charge.on.toISOString() }) }),
});

const MySubscriptionType = builder.objectRef<MySubscription>('MySubscription').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    category: t.string({ description: 'The category’s name (venue, …)', resolve: (subscription) => subscription.category.name }),
    status: t.exposeString('status'),
    plan: t.field({ type: BillingPlan, resolve: (subscription) => subscription.plan }),
    addons: t.field({ type: [BillingPlan], resolve: (subscription) => subscription.addons }),
    cancel_at_period_end: t.exposeBoolean('cancelAtPeriodEnd'),
    current_period_end: t.string({ nullable: true, resolve: (subscription) => iso(subscription.currentPeriodEnd) }),
    grace_ends_at: t.string({ nullable: true, resolve: (subscription) => iso(subscription.graceEndsAt) }),
    next_charge: t.field({ type: NextChargeType, nullable: true, description: 'Less its credit', resolve: (subscription) => subscription.nextCharge }),
    credit: t.exposeInt('credit', { description: 'Owed to the vendor after a cheaper change, taken off the next invoices (minor units)' }),
    payment_method: t.string({ resolve: (subscription) => paymentMethodLabel(subscription.provider) }),
    open_invoice_id: t.int({ nullable: true, description: 'Its first or renewal invoice waiting for payment', resolve: (subscription) => subscription.openInvoiceId }),
    pending_change_invoice_id: t.int({ nullable: true, description: 'The invoice of a change that takes effect when it is paid', resolve: (subscription) => subscription.pendingChange?.invoiceId ?? null }),
  }),
});

const SubscribedType = builder.objectRef<Subscribed>('Subscribed').implement({
  fields: (t) => ({
    subscription: t.field({ type: SubscriptionType, resolve: (result) => result.subscription }),
    invoice: t.field({ type: InvoiceType, nullable: true, description: 'The first tax invoice (built-in provider)', resolve: (result) => result.invoice }),
    checkout_url: t.string({ nullable: true, description: 'Where to pay by card (Stripe)', resolve: (result) => result.checkoutUrl }),
  }),
});

const ChangedType = builder.objectRef<{ subscription: SubscriptionRow; invoice: InvoiceRow | null; quote: ChangeQuote }>('SubscriptionChange').implement({
  fields: (t) => ({
    subscription: t.field({ type: SubscriptionType, resolve: (result) => result.subscription }),
    invoice: t.field({ type: InvoiceType, nullable: true, description: 'The prorated invoice, when the change costs something', resolve: (result) => result.invoice }),
    takes_effect: t.string({ description: 'now, or on_payment: when its invoice is paid', resolve: (result) => result.quote.takesEffect }),
  }),
});

builder.queryFields((t) => ({
  mySubscriptions: t.field({ type: [MySubscriptionType], description: 'The signed-in vendor’s subscriptions that have not ended', resolve: (_root, _args, ctx) => listMySubscriptions(ctx) }),
  invoices: t.field({
    type: [InvoiceType],
    description: 'A vendor’s own tax invoices, newest first; an administrator’s: everyone’s, or one vendor’s',
    args: { status: t.arg.string({ description: 'open, paid or void' }), vendor_id: t.arg.id(), first: t.arg.int() },
    resolve: useCaseResolver(listInvoices),
  }),
}));

builder.mutationFields((t) => ({
  subscribe: t.field({
    type: SubscribedType,
    description: 'Subscribes the vendor to a category: the subscription with its first tax invoice, or a checkout URL',
    args: { category_id: t.arg.id({ required: true }), plan_id: t.arg.id({ required: true }), addon_plan_ids: t.arg.idList() },
    resolve: useCaseResolver(subscribe),
  }),
  changeSubscription: t.field({
    type: ChangedType,
    description: 'Another interval or other add-ons, prorated: what costs something takes effect when its invoice is paid; what costs less leaves credit',
    args: { id: t.arg.id({ required: true }), plan_id: t.arg.id({ required: true }), addon_plan_ids: t.arg.idList() },
    resolve: useCaseResolver(changeSubscription),
  }),
  cancelSubscription: t.field({ type: SubscriptionType, description: 'Cancels at the end of the paid period; one not paid yet ends at once', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(cancelSubscription) }),
  resumeSubscription: t.field({ type: SubscriptionType, description: 'Takes back a cancellation before the period ends', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(resumeSubscription) }),
  openBillingPortal: t.string({ description: 'A card-paid subscription: the URL of Stripe’s Customer Portal (card, plan, cancelling)', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(openBillingPortal) }),
  markInvoicePaid: t.field({ type: InvoiceType, description: 'Administrators: a bank transfer arrived', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(markInvoicePaid) }),
  voidInvoice: t.field({ type: InvoiceType, description: 'Administrators: an invoice that will not be paid', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(voidInvoice) }),
}));
