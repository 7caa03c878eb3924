// The billing module's public surface: plans, subscriptions and their state machine, tax invoices,
// the billing clock and what a subscription allows a vendor's listings. Adapters and other modules
// import from here only.
export { listPlans, type BillingPlanRecord } from './list-plans';
export { subscribe, type Subscribed } from './subscribe';
export { changeSubscription, type ChangeQuote } from './change-subscription';
export { quoteSubscriptionChange } from './quote-subscription-change';
export { cancelSubscription } from './cancel-subscription';
export { resumeSubscription } from './resume-subscription';
export { listMySubscriptions, type MySubscription } from './list-my-subscriptions';
export { listInvoices } from './list-invoices';
export { findInvoice, type TaxInvoice } from './find-invoice';
export { markInvoicePaid } from './mark-invoice-paid';
export { voidInvoice } from './void-invoice';
export { type InvoiceRow } from './issue-invoice';
export { billingClock } from './billing-clock';
export type { BillingRun } from './run-billing-jobs';
export { readListingEntitlement } from './read-listing-entitlement';
export { listMyClaimTrials } from './list-my-claim-trials';
export { type ClaimTrial } from './claim-trials';
export { type SubscriptionEvent } from './subscription-machine';
export { type SubscriptionRow } from '../../../db/schema/billing';
export { renderInvoicePdf } from './render-invoice-pdf';
export { applyStripeEvent, type StripeEventOutcome } from './apply-stripe-event';
export { openBillingPortal } from './open-billing-portal';
export { endVendorBilling, type EndedBilling } from './end-vendor-billing';
export { updatePlan } from './update-plan';
export { createPlan } from './create-plan';
export { listInvoiceTable, type InvoiceTableRow } from './list-invoice-table';
export { listSubscriptionTable, type SubscriptionTableRow } from './list-subscription-table';
export { summarizeBilling, type BillingFigure, type BillingSummary } from './summarize-billing';
export { findBillingTrends, type BillingTrends, type RecurringRevenue } from './find-billing-trends';
