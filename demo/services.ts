import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buildContext } from '../server/build-context';
import { refreshServiceSearch } from '../server/modules/search';
import {
  attributes,
  categories,
  countries,
  regions,
  serviceMedia,
  serviceMeta,
  services,
  serviceUnavailableDates,
  states,
  userRoles,
  users,
  type AttributeOptions,
  type AttributeType,
} from '../db/schema';
import { drawAttributeValue, metaValue, type AttributeValue } from './attribute-values';
import { insertRows, reserveIds } from '../db/bulk-insert';
import type { CategoryName } from './catalog';
import { phoneNumber, socialLinks, streetLine, videoLink } from './contact';
import { describe, pickFeatures, type CopyFacts } from './descriptions';
import { createImageWriter, demoImageUrl, type ImageWriter } from './images';
import { businessName, personName, type NameContext } from './names';
import { stateSeeds, type CountryCode, type LocalitySeed, type RegionSeed } from '../db/reference/places';
import { createRandom, type Random } from '../shared/random';
import { slugify } from '../shared/slug';
import { availabilityWindow } from '../shared/catalog/availability-window';

/**
 * Demo services spread over the wedding regions in proportion to their population, each with owner,
 * address, copy, attribute values, links, photos and booked-out dates. Doubles as a test factory:
 * narrow it to some categories or regions, or give every service to one vendor.
 */

export type SeedServicesOptions = {
  count: number;
  /** Folder served as /images/; pictures go to its demo/ subfolder. */
  imagesDir: string;
  /** Draws and writes the pictures instead of this thread (the seed CLI passes a worker thread's). */
  imageWriter?: ImageWriter;
  /** PRNG seed: the same seed on the same database gives the same services. */
  seed?: number;
  /** Only these categories (machine names). */
  categories?: CategoryName[];
  /** Only these regions (links such as 'hunter-valley'). */
  regions?: string[];
  /** Every service belongs to this user, claimed and verified; otherwise vendors are generated. */
  ownerId?: number;
  /** With ownerId: false leaves the Verified badge to the vendor's verification (verifyVendor). */
  ownerVerified?: boolean;
  /** Day the availability calendar starts from (default: today). */
  today?: Date;
  log?: (line: string) => void;
};

export type SeedServicesResult = {
  services: number;
  vendors: number;
  meta: number;
  media: number;
  unavailableDates: number;
  images: number;
  serviceIds: number[];
};

/** Share of each category in the catalog, in percent. */
export const categoryMix: Record<CategoryName, number> = {
  venue: 30,
  photographer: 18,
  flowers: 12,
  videographer: 10,
  cakes: 10,
  celebrant: 12,
  photo_booth: 8,
};

// Services per transaction: big enough for fast statements, small enough to keep memory flat.
const batchSize = 1000;

type Place = {
  regionId: number;
  stateId: number;
  countryId: number;
  country: CountryCode;
  stateCode: string;
  stateName: string;
  phoneArea: string;
  region: RegionSeed;
};

type CategoryInfo = {
  id: number;
  name: CategoryName;
  singularName: string;
  attributes: { id: number; name: string; type: AttributeType; options: AttributeOptions; primary: boolean }[];
};

type Draft = {
  row: Omit<typeof services.$inferInsert, 'id' | 'userId'>;
  meta: { attributeId: number | null; metaKey: string; metaValue: string }[];
  photos: number;
  alt: string;
  dates: string[];
  owned: boolean;
  category: CategoryName;
};

export async function seedServices(db: Database, options: SeedServicesOptions): Promise<SeedServicesResult> {
  const log = options.log ?? (() => {});
  const random = createRandom(options.seed ?? 1);
  const today = startOfDay(options.today ?? new Date());
  const places = await loadPlaces(db, options.regions);
  const categoryInfos = (await loadCategories(db)).filter((category) => !options.categories || options.categories.includes(category.name));
  if (options.count > 0 && (places.length === 0 || categoryInfos.length === 0)) {
    throw new Error('seedServices: no regions or categories to place services in; run seedReferenceData first');
  }
  const takenSlugs = await loadSlugs(db, places);
  const plan = allocate(options.count, places, categoryInfos);
  const writer = options.imageWriter ?? createImageWriter(options.imagesDir);
  const result: SeedServicesResult = { services: 0, vendors: 0, meta: 0, media: 0, unavailableDates: 0, images: 0, serviceIds: [] };
  const started = Date.now();
  let nextProgress = 0.1;

  for (let start = 0; start < plan.length; start += batchSize) {
    const drafts = plan
      .slice(start, start + batchSize)
      .map(({ place, category }) => draftService(random, place, category, takenSlugs.get(place.regionId)!, today, options.ownerId !== undefined, options.ownerVerified ?? true));
    const batch = await insertBatch(db, random, drafts, options.ownerId, today);
    result.services += drafts.length;
    result.vendors += batch.vendors;
    result.meta += batch.meta;
    result.media += batch.media;
    result.unavailableDates += batch.dates;
    result.serviceIds.push(...batch.serviceIds);
    for (const [index, draft] of drafts.entries()) {
      for (let photo = 1; photo <= draft.photos; photo++) {
        await writer.write({ serviceId: batch.serviceIds[index], category: draft.category, photo });
        result.images++;
      }
    }
    if (result.services / plan.length >= nextProgress && plan.length > batchSize) {
      log(`Services: ${result.services.toLocaleString('en-AU')} of ${plan.length.toLocaleString('en-AU')} (${seconds(started)} s)`);
      while (nextProgress <= result.services / plan.length) nextProgress += 0.1;
    }
  }
  await writer.flush();
  // Fresh statistics for the planner (stale ones after a bulk load make it choose parallel scans for
  // a dozen rows), and a visibility map so counts can read the search index alone.
  if (result.services > 0) {
    await db.execute(sql`vacuum analyze service_search`);
    await db.execute(sql`analyze`);
  }
  return result;
}

async function insertBatch(db: Database, random: Random, drafts: Draft[], ownerId: number | undefined, today: Date) {
  return db.transaction(async (tx) => {
    const owners = ownerId === undefined ? await createVendors(tx, random, drafts) : drafts.map((draft) => (draft.owned ? ownerId : null));
    const serviceIds = await reserveIds(tx, services, drafts.length);
    await insertRows(
      tx,
      services,
      drafts.map((draft, index) => ({
        id: serviceIds[index],
        userId: owners[index],
        ...draft.row,
        // Listings joined over the last three years, so "newest" orderings have something to sort.
        createdAt: addDays(today, -random.int(1, 1100)),
      })),
    );
    const meta = drafts.flatMap((draft, index) => draft.meta.map((entry) => ({ serviceId: serviceIds[index], ...entry })));
    const media = drafts.flatMap((draft, index) =>
      Array.from({ length: draft.photos }, (_, position) => ({
        serviceId: serviceIds[index],
        url: demoImageUrl(serviceIds[index], position + 1),
        isImage: true,
        position,
        alt: `${draft.alt} — photo ${position + 1}`,
      })),
    );
    const dates = drafts.flatMap((draft, index) => draft.dates.map((date) => ({ serviceId: serviceIds[index], date })));
    await insertRows(tx, serviceMeta, meta);
    await insertRows(tx, serviceMedia, media);
    await insertRows(tx, serviceUnavailableDates, dates);
    await refreshServiceSearch(buildContext({ db: tx }), { serviceIds });
    const vendors = new Set(owners.filter((owner) => owner !== null && owner !== ownerId)).size;
    return { serviceIds, vendors, meta: meta.length, media: media.length, dates: dates.length };
  });
}

/** Vendor accounts for the owned drafts: each vendor takes the next 1–3 listings. Returns the owner per draft. */
async function createVendors(db: Database, random: Random, drafts: Draft[]): Promise<(number | null)[]> {
  const runs: number[] = [];
  let left = 0;
  const ownerIndex = drafts.map((draft) => {
    if (!draft.owned) return -1;
    if (left === 0) {
      runs.push(random.int(1, 3));
      left = runs[runs.length - 1];
    }
    left--;
    return runs.length - 1;
  });
  const ids = await reserveIds(db, users, runs.length);
  const people = ids.map((id) => ({ id, ...personName(random) }));
  await insertRows(
    db,
    users,
    people.map(({ id, firstName, lastName }) => ({
      id,
      // The id keeps addresses unique however many times the seed runs; .example never delivers mail.
      email: `${slugify(firstName)}.${slugify(lastName)}.${id}@vendors.example`,
      passwordHash: null,
      firstName,
      lastName,
      nickname: firstName,
      emailVerifiedAt: new Date(),
    })),
  );
  await insertRows(db, userRoles, ids.map((userId) => ({ userId, role: 'vendor' as const })));
  return ownerIndex.map((index) => (index < 0 ? null : ids[index]));
}

function draftService(random: Random, place: Place, category: CategoryInfo, taken: Set<string>, today: Date, fixedOwner: boolean, ownerVerified: boolean): Draft {
  const { region, country } = place;
  const locality = random.pick(region.localities);
  const name = uniqueName(random, category.name, { country, locality: locality.name, region: region.name }, taken);
  const slug = slugify(name);
  const photos = random.int(3, 8);

  const drawn = new Map<string, AttributeValue>();
  const meta: Draft['meta'] = [];
  for (const attribute of category.attributes) {
    const value = drawAttributeValue(random, category.name, attribute, drawn, photos);
    drawn.set(attribute.name, value);
    meta.push({ attributeId: attribute.id, metaKey: attribute.name, metaValue: metaValue(value) });
  }
  if (random.chance(0.8)) meta.push({ attributeId: null, metaKey: 'video1_link', metaValue: videoLink(random) });
  if (random.chance(0.5)) meta.push({ attributeId: null, metaKey: 'video2_link', metaValue: videoLink(random) });
  for (const [metaKey, url] of Object.entries(socialLinks(random, slug))) meta.push({ attributeId: null, metaKey, metaValue: url });

  const isVenue = category.name === 'venue';
  const capacity = isVenue ? Number(drawn.get('number_of_people')) : undefined;
  const minGuests = isVenue ? Number(drawn.get('min_number_of_people')) : undefined;
  const radius = isVenue ? null : Number(drawn.get('radius'));
  const facts: CopyFacts = {
    name,
    locality: locality.name,
    region: region.name,
    state: place.stateName,
    country,
    styles: styleWords(category, drawn),
    capacity,
    minGuests,
    travelKm: radius === null ? undefined : radius / 1000,
    years: random.int(2, 25),
  };
  const { lat, lng } = nearLocality(random, locality, region);
  const address = country === 'au'
    ? `${streetLine(random)}, ${locality.name} ${place.stateCode} ${locality.postcode}`
    : `${streetLine(random)}, ${locality.name} ${locality.postcode}`;
  const unclaimed = !fixedOwner && random.chance(0.1);
  // About 80% of all listings are verified: none of the unclaimed ones, nearly nine in ten of the rest.
  const verified = fixedOwner ? ownerVerified : !unclaimed && random.chance(0.89);

  return {
    row: {
      categoryId: category.id,
      countryId: place.countryId,
      stateId: place.stateId,
      regionId: place.regionId,
      name,
      slug,
      city: locality.name,
      // Australians read state codes ('Pokolbin, NSW'); New Zealand regions are written out.
      shortAddress: `${locality.name}, ${country === 'au' ? place.stateCode : place.stateName}`,
      address,
      businessAddress: address,
      description: describe(random, category.name, facts),
      features: pickFeatures(random, category.name, facts),
      radius,
      status: unclaimed ? 'unclaimed' : null,
      website: `https://${slug}.example`,
      phone: phoneNumber(random, country, region.phoneArea ?? place.phoneArea),
      brochureFile: null,
      isVendorVerified: verified,
      lat,
      lng,
      businessLat: lat,
      businessLng: lng,
      peopleMin: minGuests ?? null,
      peopleMax: capacity ?? null,
    },
    meta,
    photos,
    alt: `${name}, wedding ${category.singularName.toLowerCase()} in ${region.name}`,
    dates: unavailableDates(random, today),
    owned: !unclaimed,
    category: category.name,
  };
}

function uniqueName(random: Random, category: CategoryName, context: NameContext, taken: Set<string>): string {
  // Taken slugs, not names: a listing's slug is unique per place (the services_place_slug index).
  const free = (name: string) => !taken.has(slugify(name));
  let name = businessName(random, category, context);
  for (let attempt = 0; !free(name) && attempt < 12; attempt++) name = businessName(random, category, context);
  // Crowded regions: set the name apart by its town, then by a number.
  if (!free(name)) name = `${name} ${context.locality}`;
  for (let n = 2; !free(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
  taken.add(slugify(name));
  return name;
}

/** The chosen styles in words: 'garden, beach and vineyard'. */
function styleWords(category: CategoryInfo, drawn: Map<string, AttributeValue>): string {
  const styleAttribute = category.attributes.find((attribute) => attribute.type === 'checkbox_group' && attribute.primary);
  const values = styleAttribute ? (drawn.get(styleAttribute.name) as string[]) : [];
  const labels = values.map((value) => styleAttribute!.options.choices!.find((choice) => choice.value === value)!.label.toLowerCase());
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}` : (labels[0] ?? 'relaxed');
}

/**
 * A point within 4 km of the locality, leaning towards the region's centre: coastal towns sit on the
 * shore, and a uniform jitter would put a third of their listings in the sea.
 */
function nearLocality(random: Random, locality: LocalitySeed, centre: RegionSeed): { lat: number; lng: number } {
  const kmPerLat = 111.32;
  const kmPerLng = 111.32 * Math.cos((locality.lat * Math.PI) / 180);
  const east = (centre.lng - locality.lng) * kmPerLng;
  const north = (centre.lat - locality.lat) * kmPerLat;
  const bearing = Math.hypot(east, north) > 3 ? Math.atan2(north, east) + random.float(-1.2, 1.2) : random.float(0, 2 * Math.PI);
  const distance = 4 * Math.sqrt(random.next());
  return {
    lat: round6(locality.lat + (distance * Math.sin(bearing)) / kmPerLat),
    lng: round6(locality.lng + (distance * Math.cos(bearing)) / kmPerLng),
  };
}

/** Up to 25 booked-out days in the availability calendar's window, mostly Saturdays, as YYYY-MM-DD. */
function unavailableDates(random: Random, today: Date): string[] {
  const dates = new Set<string>();
  const firstSaturday = (6 - today.getUTCDay() + 7) % 7 || 7;
  const count = random.int(0, 25);
  while (dates.size < count) {
    const offset = random.chance(0.6) ? firstSaturday + 7 * random.int(0, 51) : random.int(1, 365);
    dates.add(addDays(today, offset).toISOString().slice(0, 10));
  }
  // Drawn over a year, kept to what the calendar shows: days beyond it no editor could unmark.
  const { until } = availabilityWindow(today);
  return [...dates].filter((date) => date <= until).sort();
}

/** Splits `count` services over regions × categories by population and category share. */
function allocate(count: number, places: Place[], categoryInfos: CategoryInfo[]): { place: Place; category: CategoryInfo }[] {
  const cells = places.flatMap((place) => categoryInfos.map((category) => ({ place, category, weight: place.region.population * categoryMix[category.name] })));
  // Once the catalog is big enough, every region shows every category at least once.
  const floor = count >= 2 * cells.length ? 1 : 0;
  const rest = count - floor * cells.length;
  const total = cells.reduce((sum, cell) => sum + cell.weight, 0);
  const quotas = cells.map((cell) => (rest * cell.weight) / total);
  const counts = quotas.map((quota) => floor + Math.floor(quota));
  // Largest remainders get the services left over by rounding down.
  let left = count - counts.reduce((sum, n) => sum + n, 0);
  const byRemainder = quotas.map((quota, index) => ({ index, remainder: quota - Math.floor(quota) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left-- <= 0) break;
    counts[index]++;
  }
  return cells.flatMap((cell, index) => Array.from({ length: counts[index] }, () => ({ place: cell.place, category: cell.category })));
}

async function loadPlaces(db: Database, links: string[] | undefined): Promise<Place[]> {
  const rows = await db
    .select({ regionId: regions.id, link: regions.link, stateId: states.id, stateCode: states.stateCode, countryId: countries.id, country: countries.code })
    .from(regions)
    .innerJoin(states, eq(states.id, regions.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .orderBy(asc(regions.id));
  const places: Place[] = [];
  for (const row of rows) {
    if (links && !links.includes(row.link)) continue;
    // Only regions the seed knows localities for can hold demo listings.
    const state = stateSeeds.find((candidate) => candidate.stateCode === row.stateCode);
    const region = state?.regions.find((candidate) => candidate.link === row.link);
    if (!state || !region) continue;
    places.push({ ...row, country: row.country as CountryCode, stateName: state.name, phoneArea: state.phoneArea, region });
  }
  return places;
}

async function loadCategories(db: Database): Promise<CategoryInfo[]> {
  const [categoryRows, attributeRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.order)),
    db.select().from(attributes).orderBy(asc(attributes.order), asc(attributes.id)),
  ]);
  return categoryRows
    .filter((category) => category.name in categoryMix)
    .map((category) => ({
      id: category.id,
      name: category.name as CategoryName,
      singularName: category.singularName,
      attributes: attributeRows.filter((attribute) => attribute.categoryId === category.id),
    }));
}

/** Names already used per region, so repeated runs never give two listings in a region the same name. */
/** The slugs each region's listings already have. */
async function loadSlugs(db: Database, places: Place[]): Promise<Map<number, Set<string>>> {
  const slugs = new Map(places.map((place) => [place.regionId, new Set<string>()]));
  if (places.length === 0) return slugs;
  const rows = await db
    .select({ regionId: services.regionId, slug: services.slug })
    .from(services)
    .where(inArray(services.regionId, places.map((place) => place.regionId)));
  for (const row of rows) slugs.get(row.regionId!)?.add(row.slug);
  return slugs;
}

function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function seconds(since: number): string {
  return ((Date.now() - since) / 1000).toFixed(1);
}
