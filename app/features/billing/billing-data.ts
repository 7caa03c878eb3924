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
  /** Paid by card: managed in Stripe's Customer Portal. */
  byCard: boolean;
  openInvoiceId: number | null;
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
