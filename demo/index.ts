import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../server/context';
import { buildContext } from '../server/build-context';
import type { Database } from '../db/client';
import { categories, countries, services } from '../db/schema';
import { demoPassword, demoViewer, seedDemoAccounts, type DemoAccounts } from './accounts';
import { seedDemoActivity, type DemoVendorListings } from './demo-activity';
import { seedDemoAdmin } from './demo-admin';
import { seedDemoBookings } from './demo-bookings';
import { seedDemoPlanning } from './demo-planning';
import { seedDemoPrivacy } from './demo-privacy';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoFigures } from './demo-figures';
import { seedDemoGuests } from './demo-guests';
import { seedDemoBilling } from './demo-billing';
import { seedDemoVendors } from './demo-vendors';
import { seedDemoArticles } from './blog-articles';
import type { ImageWriter } from './images';
import { seedReferenceData, type ReferenceDataCounts } from './reference-data';
import { seedServices, type SeedServicesResult } from './services';

export { demoPassword, seedDemoAccounts, type DemoAccounts } from './accounts';
export { seedDemoArticles } from './blog-articles';
export type { CategoryName } from './catalog';
export { seedReferenceData, type ReferenceDataCounts } from './reference-data';
export { categoryMix, seedServices, type SeedServicesOptions, type SeedServicesResult } from './services';

export type SeedDemoCatalogOptions = {
  /** How many services to add (the demo vendors' four included on a first run). */
  services: number;
  imagesDir: string;
  /** Where the demo vendors' verification documents go (the server's private file storage). */
  privateFiles: RequestContext['privateFiles'];
  /** See SeedServicesOptions.imageWriter. */
  imageWriter?: ImageWriter;
  /** Sends the demo's own e-mail (the verification decision, the contact messages' notifications); none without it. */
  mailer?: RequestContext['mailer'];
  log?: (line: string) => void;
};

export type SeedDemoCatalogResult = {
  /** Null when the database already had its reference data (and demo accounts). */
  referenceData: ReferenceDataCounts | null;
  accounts: DemoAccounts | null;
  /** Demo blog articles added (none when the blog had posts). */
  articles: number;
} & Omit<SeedServicesResult, 'serviceIds'>;

// The demo vendor's listings: a Hunter Valley venue with a photographer and a florist; the second
// demo vendor's: a cake maker nearby.
const demoVendorListings = { categories: ['venue', 'photographer', 'flowers'], regions: ['hunter-valley'] } as const;
const secondVendorListing = { categories: ['cakes'], regions: ['hunter-valley'] } as const;

/**
 * The demo catalog. On an empty database: reference data, demo accounts, the demo blog, then
 * `services` listings.
 * On a database that already has countries, only adds `services` more listings, so the seed CLI can
 * grow an existing catalog.
 */
export async function seedDemoCatalog(db: Database, options: SeedDemoCatalogOptions): Promise<SeedDemoCatalogResult> {
  const log = options.log ?? (() => {});
  const [{ existing }] = await db.select({ existing: count() }).from(countries);
  let referenceData: ReferenceDataCounts | null = null;
  let accounts: DemoAccounts | null = null;
  let articles = 0;
  let vendorListings: SeedServicesResult | null = null;
  let secondVendorListings: SeedServicesResult | null = null;
  if (existing === 0) {
    referenceData = await seedReferenceData(db);
    const { states, regions, localities, categories, attributes, billingPlans } = referenceData;
    log(`Reference data: ${referenceData.countries} countries, ${states} states, ${regions} regions, ${localities} localities, ${categories} categories, ${attributes} attributes, ${billingPlans} billing plans`);
    accounts = await seedDemoAccounts(db);
    log(`Demo accounts (password ${demoPassword}): couple@example.com, couple2@example.com, vendor@example.com, vendor2@example.com, admin@example.com`);
    // The demo blog is written as the demo administrator: only administrators write content.
    articles = await seedDemoArticles(buildContext({ db, viewer: await demoViewer(db, accounts.admin) }), options.imagesDir);
    log(`Demo blog: ${articles} inspiration articles`);
    vendorListings = await seedServices(db, {
      count: Math.min(demoVendorListings.categories.length, options.services),
      imagesDir: options.imagesDir,
      imageWriter: options.imageWriter,
      categories: [...demoVendorListings.categories],
      regions: [...demoVendorListings.regions],
      ownerId: accounts.vendor,
      // Verified below by the demo administrator, as any vendor is.
      ownerVerified: false,
    });
    secondVendorListings = await seedServices(db, {
      count: Math.min(1, options.services - vendorListings.services),
      imagesDir: options.imagesDir,
      imageWriter: options.imageWriter,
      categories: [...secondVendorListing.categories],
      regions: [...secondVendorListing.regions],
      ownerId: accounts.vendor2,
      ownerVerified: false,
    });
  } else {
    log('Reference data already present: adding services only');
  }
  const [{ listed }] = await db.select({ listed: count() }).from(services);
  const rest = await seedServices(db, {
    count: options.services - (vendorListings?.services ?? 0) - (secondVendorListings?.services ?? 0),
    imagesDir: options.imagesDir,
    imageWriter: options.imageWriter,
    // A different seed per run, so a second run adds new listings rather than echoes of the first.
    seed: listed + 1,
    log,
  });
  if (accounts && vendorListings) {
    // Without a mailer the demo's e-mail (decisions, contact notifications) goes nowhere.
    const mailer = options.mailer ?? { send: async () => {} };
    const listings = await listingsByCategory(db, vendorListings.serviceIds);
    await seedDemoVendors({ db, privateFiles: options.privateFiles, mailer }, accounts, { unclaimedServiceId: await unclaimedListing(db, rest.serviceIds) });
    log('Demo vendors: vendor@example.com verified by the administrator; vendor2@example.com waiting, with an open claim');
    await seedDemoBilling({ db }, accounts);
    log('Demo billing: the demo vendors subscribed (paid) in their listings’ categories; vendor2@example.com has an open invoice');
    await seedDemoActivity(db, accounts, listings, rest.serviceIds);
    log('Demo activity: wishlists with ratings and notes, conversations with the demo vendor');
    await seedDemoFigures(db, accounts, listings);
    log("Demo figures: 60 days of the demo vendor's page views, wishlist adds and enquiries");
    await seedDemoBookings({ db, mailer }, accounts, listings);
    log('Demo bookings: couple@example.com booked the demo venue (deposit received) and has an open quote from the demo florist; vendor@example.com has two reply templates, an auto-reply and leads in every stage');
    await seedDemoPlanning({ db }, accounts, listings);
    log('Demo planning: couple@example.com has a checklist part done (the Notice of Intended Marriage open), a budget with the venue booking committed (deposit paid) and the florist quote pending; couple2@example.com has the New Zealand marriage licence task and a budget in NZ$');
    await seedDemoGuests({ db }, accounts, listings);
    log('Demo guests: couple@example.com has 86 guests in 40 households invited to the ceremony and the reception, answers in every state with meals, 10 tables about half seated, an unmatched RSVP answer, and a fixed RSVP link (README)');
    if (secondVendorListings?.serviceIds[0]) {
      await seedDemoAdmin({ db, privateFiles: options.privateFiles, mailer }, accounts, { cakeListing: secondVendorListings.serviceIds[0] });
      log('Demo admin queues: two contact messages, a conversation marked as spam, an error report with feedback');
    }
    await seedDemoReviews({ db, mailer, privateFiles: options.privateFiles }, accounts, listings, secondVendorListings?.serviceIds[0] ?? null);
    log('Demo reviews: the demo venue has 12 reviews (a 2-heart one answered by the vendor, one removed on an upheld dispute); the cake maker has 2 and a dispute waiting for the administrator; couple@example.com can review the demo florist');
    await seedDemoPrivacy({ db }, accounts);
    log('Demo privacy: two open requests at /admin/privacy: vendor2@example.com asks to correct its verification record (4 days left), couple2@example.com asks which vendors see their details');
  }
  const add = (key: Exclude<keyof SeedServicesResult, 'serviceIds'>) => rest[key] + (vendorListings?.[key] ?? 0) + (secondVendorListings?.[key] ?? 0);
  return {
    referenceData,
    accounts,
    articles,
    services: add('services'),
    vendors: add('vendors'),
    meta: add('meta'),
    media: add('media'),
    unavailableDates: add('unavailableDates'),
    images: add('images'),
  };
}

/** The demo vendor's venue, photographer and florist (the seed places them in its own order). */
async function listingsByCategory(db: Database, serviceIds: number[]): Promise<DemoVendorListings> {
  const rows = await db
    .select({ id: services.id, category: categories.name })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(inArray(services.id, serviceIds));
  const listingOf = (category: string) => rows.find((row) => row.category === category)!.id;
  return { venue: listingOf('venue'), photographer: listingOf('photographer'), florist: listingOf('flowers') };
}

/** An unclaimed listing for the second demo vendor to claim: a cake maker's if there is one; null in a catalog without any. */
async function unclaimedListing(db: Database, serviceIds: number[]): Promise<number | null> {
  if (serviceIds.length === 0) return null;
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(and(inArray(services.id, serviceIds), eq(services.status, 'unclaimed')))
    .orderBy(sql`${categories.name} = 'cakes' desc`, services.id)
    .limit(1);
  return row?.id ?? null;
}
