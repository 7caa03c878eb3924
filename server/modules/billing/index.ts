// The billing module's public surface: plans, subscriptions and their state machine, tax invoices,
// the billing clock and what a subscription allows a vendor's listings. Adapters and other modules
// import from here only.
export { listPlans, type BillingPlanRecord } from './list-plans';
export { subscribe, alreadySubscribedMessage, type Subscribed } from './subscribe';
export { changeSubscription, type ChangeQuote } from './change-subscription';
export { quoteSubscriptionChange } from './quote-subscription-change';
export { cancelSubscription, resumeSubscription } from './cancel-subscription';
export { listMySubscriptions, paymentMethodLabel, type MySubscription } from './list-my-subscriptions';
export { listInvoices } from './list-invoices';
export { findInvoice, type TaxInvoice } from './find-invoice';
export { markInvoicePaid } from './mark-invoice-paid';
export { voidInvoice } from './void-invoice';
export { invoiceNumber, type InvoiceRow } from './issue-invoice';
export { billingClock } from './billing-clock';
export type { BillingRun } from './run-billing-jobs';
export { readListingEntitlement } from './read-listing-entitlement';
export { listMyClaimTrials } from './list-my-claim-trials';
export { claimTrialEndedReason, type ClaimTrial } from './claim-trials';
export { nextStatus, type SubscriptionEvent } from './subscription-machine';
export { type SubscriptionRow } from '../../../db/schema/billing';
export { renderInvoicePdf } from './render-invoice-pdf';
export { applyStripeEvent, type StripeEventOutcome, type StripeReader } from './apply-stripe-event';
export { openBillingPortal } from './open-billing-portal';
export { endVendorBilling, type EndedBilling } from './end-vendor-billing';
export { updatePlan } from './update-plan';
export { createPlan } from './create-plan';
export { listInvoiceTable, type InvoiceTableRow } from './list-invoice-table';
export { listSubscriptionTable, type SubscriptionTableRow } from './list-subscription-table';
export { summarizeBilling, type BillingFigure, type BillingSummary } from './summarize-billing';
export { findBillingTrends, type BillingTrends, type RecurringRevenue } from './billing-trends';
