import { count } from 'drizzle-orm';
import { systemContext } from '../../server/context';
import type { Database } from '../client';
import { countries, services } from '../schema';
import { demoPassword, demoViewer, seedDemoAccounts, type DemoAccounts } from './accounts';
import { seedDemoActivity } from './demo-activity';
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
  /** How many services to add (the demo vendor's three included on a first run). */
  services: number;
  imagesDir: string;
  /** See SeedServicesOptions.imageWriter. */
  imageWriter?: ImageWriter;
  log?: (line: string) => void;
};

export type SeedDemoCatalogResult = {
  /** Null when the database already had its reference data (and demo accounts). */
  referenceData: ReferenceDataCounts | null;
  accounts: DemoAccounts | null;
  /** Demo blog articles added (none when the blog had posts). */
  articles: number;
} & Omit<SeedServicesResult, 'serviceIds'>;

// The demo vendor's listings: a Hunter Valley venue with a photographer and a florist.
const demoVendorListings = { categories: ['venue', 'photographer', 'flowers'], regions: ['hunter-valley'] } as const;

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
  if (existing === 0) {
    referenceData = await seedReferenceData(db);
    const { states, regions, localities, categories, attributes, billingPlans } = referenceData;
    log(`Reference data: ${referenceData.countries} countries, ${states} states, ${regions} regions, ${localities} localities, ${categories} categories, ${attributes} attributes, ${billingPlans} billing plans`);
    accounts = await seedDemoAccounts(db);
    log(`Demo accounts (password ${demoPassword}): couple@example.com, couple2@example.com, vendor@example.com, admin@example.com`);
    // The demo blog is written as the demo administrator: only administrators write content.
    articles = await seedDemoArticles(systemContext({ db, viewer: await demoViewer(db, accounts.admin) }), options.imagesDir);
    log(`Demo blog: ${articles} inspiration articles`);
    vendorListings = await seedServices(db, {
      count: Math.min(demoVendorListings.categories.length, options.services),
      imagesDir: options.imagesDir,
      imageWriter: options.imageWriter,
      categories: [...demoVendorListings.categories],
      regions: [...demoVendorListings.regions],
      ownerId: accounts.vendor,
    });
  } else {
    log('Reference data already present: adding services only');
  }
  const [{ listed }] = await db.select({ listed: count() }).from(services);
  const rest = await seedServices(db, {
    count: options.services - (vendorListings?.services ?? 0),
    imagesDir: options.imagesDir,
    imageWriter: options.imageWriter,
    // A different seed per run, so a second run adds new listings rather than echoes of the first.
    seed: listed + 1,
    log,
  });
  if (accounts && vendorListings) {
    await seedDemoActivity(db, accounts, { vendorServiceIds: vendorListings.serviceIds, otherServiceIds: rest.serviceIds });
    log('Demo activity: wishlists with ratings and notes, conversations with the demo vendor');
  }
  const add = (key: Exclude<keyof SeedServicesResult, 'serviceIds'>) => rest[key] + (vendorListings?.[key] ?? 0);
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
