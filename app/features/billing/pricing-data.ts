import type { PlanInterval } from '../../../shared/billing/prices';

/** A plan as the pricing page shows it. */
export type PricedPlan = { id: number; amount: number; interval: PlanInterval };

/** One offer (Basic Listing, Extra Photos, …) in its monthly and yearly plans. */
export type PricingOffer = { title: string; attribute: string | null; month: PricedPlan | null; year: PricedPlan | null };

export type PricingCountry = { code: 'au' | 'nz'; name: string; flag: string };

/** What /pricing's loader gives the page. */
export type PricingData = {
  categories: { name: string; title: string }[];
  category: { id: number; name: string; title: string; pluralName: string };
  countries: PricingCountry[];
  country: PricingCountry & { currency: string; taxName: string };
  offers: PricingOffer[];
  /** Signed in as a vendor: "Create" instead of "Join", and the subscribe form (unless subscribed here). */
  vendor: { subscribedHere: boolean } | null;
  /** Stripe takes new subscriptions by card; otherwise the site's tax invoices, by bank transfer. */
  paysByCard: boolean;
};
