import type { ShownDay } from '~/lib/format-date';

/** What /vendors/billing's loader gives the page: dates and prices already written out. */
export type BillingSubscription = {
  id: number;
  categoryTitle: string;
  categoryName: string;
  status: string;
  statusText: string;
  plans: string[];
  cancelAtPeriodEnd: boolean;
  periodEnd: string | null;
  nextCharge: string | null;
  paymentMethod: string;
  /** Paid by card: managed in Stripe's Customer Portal (once its checkout is paid). */
  byCard: boolean;
  /** Not paid yet: cancelling ends it at once. */
  awaitingPayment: boolean;
  openInvoiceId: number | null;
  /** Owed to the vendor, taken off the next invoices ("$12.34"). */
  credit: string | null;
  /** A change waiting for its invoice to be paid. */
  pendingChange: { invoiceId: number; invoiceNumber: string; plans: string } | null;
  /** The plan form (billed by tax invoice, paid up or not paid yet); null when it cannot change here. */
  change: PlanChangeForm | null;
};

/** One subscription's plan form: the basic plan per interval and the add-ons, as chosen (or as it is). */
export type PlanChangeForm = {
  plans: { id: number; label: string; checked: boolean }[];
  addons: { attribute: string; label: string; checked: boolean }[];
  /** Opened on this subscription (?change={id}): the price of the choice, or why it is refused. */
  quote: ChangeQuoteView | null;
  error: string | null;
};

/** What a change costs, said for the page before the vendor confirms. */
export type ChangeQuoteView = {
  summary: string;
  lines: { title: string; amount: string }[];
  total: string | null;
  /** The choice sent again when confirmed. */
  planId: number;
  attributes: string[];
  confirm: string;
};

export type BillingInvoice = { id: number; number: string; issued: string; total: string; status: string };

/** A claimed listing on its days to subscribe, as the billing page and the dashboard say it. */
export type ClaimTrialNotice = { serviceId: number; name: string; path: string; pricingPath: string; endsOn: ShownDay; daysLeft: number };

export type BillingData = { claimTrials: ClaimTrialNotice[]; subscriptions: BillingSubscription[]; invoices: BillingInvoice[] };

/** A tax invoice as its page shows it. */
export type InvoiceView = {
  id: number;
  number: string;
  status: string;
  /** Waiting for payment: the page says how to pay. */
  open: boolean;
  /** What paying it brings ("the change to your plan takes effect then."). */
  whenPaid: string;
  seller: { name: string; abn: string; bank: { accountName: string; bsb: string; accountNumber: string } };
  buyer: { name: string; number: string };
  issued: string;
  due: string;
  paid: string | null;
  period: string;
  lines: { title: string; amount: string }[];
  total: string;
  taxText: string;
};
