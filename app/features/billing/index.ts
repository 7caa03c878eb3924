// The billing feature's public surface: the pricing page, the vendor's billing page and the tax invoice.
export type { PricedPlan, PricingCountry, PricingData, PricingOffer } from './pricing-data';
export { PricingPage } from './pricing-page';
export type { BillingData, BillingInvoice, BillingSubscription, ChangeQuoteView, ClaimTrialNotice, InvoiceView, PlanChangeForm } from './billing-data';
export { ClaimTrials } from './claim-trials';
export { BillingPage } from './billing-page';
export { TaxInvoice } from './tax-invoice';
