import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { attributeGroups } from '../../../db/schema/catalog';
import { serviceHolds, serviceMeta, services } from '../../../db/schema/services';
import { isSocialLink, isVideoLink, listingLimits, plainParagraphs, socialLinkKey, socialNetworks, videoLinkKeys, withoutPostalCode } from '../../../shared/catalog/listing-fields';
import { isWebsiteUrl, withWebsiteScheme } from '../../../shared/vendors/website';
import type { RequestContext } from '../../context';
import { locatePoint } from '../geo';
import { InvalidInputError, parseInput, type FieldErrors } from '../../kernel';
import { readAttributeInput, type MetaWrite } from './attribute-input';
import { listingExtraChoices, raiseChoiceLimits } from './listing-choice-limits';
import { listCategoriesWithDetails } from './list-categories-with-details';
import { categoryIdField, listingNameField, serviceIdField } from './listing-input';
import { retryingSlugConflicts, uniqueSlug, writeMeta } from './listing-writes';
import { authorizeListingEdit, listingNotFound } from './policy';
import { missingForPublishing } from './publish-service';
import { purgeListingPages } from './purge-listing-pages';

const { description: descriptionMax, feature: featureMax, features: featuresMax, url: urlMax, address: addressMax, phone: phoneMax, radiusKm } = listingLimits;

const optionalUrl = (message: string) => z.string().trim().max(urlMax, `At most ${urlMax} characters`).transform(withWebsiteScheme).refine((value) => value === '' || isWebsiteUrl(value), message);

// Links stored as meta rows without an attribute: checked here, not against the category.
const linkChecks: Record<string, { check: (value: string) => boolean; message: string }> = {
  ...Object.fromEntries(socialNetworks.map((network) => [socialLinkKey(network), { check: (value: string) => isSocialLink(network, value), message: `Enter a ${network[0].toUpperCase()}${network.slice(1)} address` }])),
  ...Object.fromEntries(videoLinkKeys.map((key) => [key, { check: isVideoLink, message: 'Enter a YouTube or Vimeo video address' }])),
};

export const updateServiceInput = z.object({
  id: serviceIdField,
  name: listingNameField.optional(),
  categoryId: categoryIdField.optional(),
  description: z
    .string()
    .max(descriptionMax * 2, `Description is at most ${descriptionMax} characters`)
    .transform(plainParagraphs)
    .refine((text) => text.length <= descriptionMax, `Description is at most ${descriptionMax} characters`)
    .optional(),
  features: z
    .array(z.string().trim().min(1, 'A feature cannot be empty').max(featureMax, `A feature is at most ${featureMax} characters`))
    .max(featuresMax, `At most ${featuresMax} features`)
    .optional(),
  website: optionalUrl('Enter a web address such as example.com.au').optional(),
  phone: z.string().trim().max(phoneMax, `Phone is at most ${phoneMax} characters`).refine((value) => value === '' || /^\+?[\d ()-]{6,}$/.test(value), 'Invalid phone number').optional(),
  address: z.string().trim().max(addressMax, `Address is at most ${addressMax} characters`).transform(withoutPostalCode).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  radius: z.number().int('Travel radius is whole kilometres').min(radiusKm.min, `Travel radius is from ${radiusKm.min} to ${radiusKm.max} km`).max(radiusKm.max, `Travel radius is from ${radiusKm.min} to ${radiusKm.max} km`).optional(),
  meta: z
    .array(z.object({ metaKey: z.string().max(64), metaValue: z.string().max(2000).nullable() }))
    .max(60)
    .optional(),
}).refine((input) => (input.lat === undefined) === (input.lng === undefined), { message: 'Place the pin on the map', path: ['lat'] });

/** What a save did: the listing's id and slug, and what it lacks when a move of category unpublished it. */
export type UpdatedService = { id: number; slug: string; unpublished?: FieldErrors };

/** The refusal of a published listing's move into a category its vendor does not pay for. */
export const moveNeedsSubscriptionMessage = (categoryTitle: string) =>
  `A published listing moves only to a category you subscribe to: choose a plan for ${categoryTitle}, or unpublish the listing first`;

/**
 * Saves one step of the editor (details, location, attributes): only the fields given change.
 * Spec §4: a new category clears the old one's values but the hidden group's and applies its
 * defaults; a new state or region re-applies the defaults to the attributes without a value. The
 * slug follows the name, unique per place. A published listing's search
 * rows follow in the same transaction.
 *
 * A new category is held to publishing's rules there (missingForPublishing), as publishing is: a
 * published listing's move into a category its vendor has no subscription for is refused (nothing
 * changes), and one that moves but lacks what the new category asks for (its required attributes)
 * is unpublished in the same transaction, answering what it lacks (`unpublished`). A billing hold
 * follows the category too: a listing that moves where its vendor's subscription is active loses
 * the hold its old category's lapse put on it (billing places and releases holds by category).
 */
export async function updateService(ctx: RequestContext, input: unknown): Promise<UpdatedService> {
  const { id, meta, radius, lat, lng, website, phone, ...fields } = parseInput(updateServiceInput, input);
  await authorizeListingEdit(ctx, id);
  // Read before the transaction: PGlite runs one statement at a time, so a read outside it would wait forever.
  const [categories, located, extraChoices] = await Promise.all([
    listCategoriesWithDetails(ctx),
    lat !== undefined && lng !== undefined ? locatePoint(ctx, { lat, lng }) : undefined,
    meta ? listingExtraChoices(ctx, id, fields.categoryId) : {},
  ]);
  const saved = await retryingSlugConflicts(() => ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(services).where(eq(services.id, id)).for('update');
    if (!current) throw listingNotFound();
    const category = categories.find((entry) => entry.id === (fields.categoryId ?? current.categoryId));
    if (!category) throw new InvalidInputError({ categoryId: ['Choose a category.'] });
    const errors: FieldErrors = {};
    const changes: Partial<typeof services.$inferInsert> = { ...fields, updatedAt: ctx.clock.now() };
    if (website !== undefined) changes.website = website || null;
    if (phone !== undefined) changes.phone = phone || null;

    let place = { stateId: current.stateId, regionId: current.regionId };
    if (located === null) errors.lat = ['Place the pin in Australia or New Zealand'];
    else if (located) {
      place = { stateId: located.state.id, regionId: located.region?.id ?? null };
      Object.assign(changes, { lat, lng, countryId: located.country.id, ...place });
      const area = located.country.code === 'au' ? located.state.stateCode : located.state.name;
      const town = (changes.address ?? current.address).split(',').map((part) => part.trim()).filter(Boolean)[1]?.replace(/\s+[A-Z]{2,3}$/, '');
      changes.city = town || located.region?.name || located.state.name;
      changes.shortAddress = `${changes.city}, ${area}`;
    }

    const travels = category.attributes.some((attribute) => attribute.type === 'radius');
    const writes: MetaWrite[] = [];
    if (meta) {
      const links = meta.filter((entry) => Object.hasOwn(linkChecks, entry.metaKey));
      for (const { metaKey, metaValue } of links) {
        const value = metaValue?.trim() ?? '';
        if (value !== '' && !linkChecks[metaKey].check(value)) errors[`meta.${metaKey}`] = [linkChecks[metaKey].message];
      }
      const checked = readAttributeInput(raiseChoiceLimits(category.attributes, extraChoices), meta.filter((entry) => !Object.hasOwn(linkChecks, entry.metaKey)));
      Object.assign(errors, checked.errors);
      writes.push(...checked.writes);
      const linkWrites = links.map(({ metaKey, metaValue }) => ({ metaKey, metaValue: metaValue?.trim() || null }));
      const emptied = linkWrites.filter((link) => link.metaValue === null).map((link) => link.metaKey);
      if (emptied.length > 0) await tx.delete(serviceMeta).where(and(eq(serviceMeta.serviceId, id), inArray(serviceMeta.metaKey, emptied)));
      const kept = linkWrites.flatMap((link) => (link.metaValue === null ? [] : [{ serviceId: id, attributeId: null, metaKey: link.metaKey, metaValue: link.metaValue }]));
      if (kept.length > 0 && Object.keys(errors).length === 0) {
        await tx.insert(serviceMeta).values(kept).onConflictDoUpdate({ target: [serviceMeta.serviceId, serviceMeta.metaKey], set: { metaValue: serviceMeta.metaValue } });
      }
    }
    if (radius !== undefined) {
      if (!travels) errors.radius = [`A ${category.singularName.toLowerCase()} has no travel radius`];
      else writes.push({ attributeId: category.attributes.find((attribute) => attribute.type === 'radius')!.id, metaKey: 'radius', metaValue: String(radius * 1000) });
    }
    if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);

    if (category.id !== current.categoryId) await clearCategoryValues(tx, id, category);
    const radiusWrite = writes.find((write) => write.metaKey === 'radius');
    if (radiusWrite) changes.radius = Number(radiusWrite.metaValue);
    else if (!travels) changes.radius = null;
    const moved = place.stateId !== current.stateId || place.regionId !== current.regionId;
    if (fields.name !== undefined || moved) changes.slug = await uniqueSlug(tx, fields.name ?? current.name, place, id);
    await tx.update(services).set(changes).where(eq(services.id, id));
    await writeMeta(tx, id, category, writes, { defaults: moved || category.id !== current.categoryId });
    if (category.id !== current.categoryId && travels && !radiusWrite) {
      const [stored] = await tx.select({ value: serviceMeta.metaValue }).from(serviceMeta).where(and(eq(serviceMeta.serviceId, id), eq(serviceMeta.metaKey, 'radius')));
      await tx.update(services).set({ radius: stored ? Number(stored.value) : null }).where(eq(services.id, id));
    }
    const unpublished = category.id !== current.categoryId ? await followCategory({ ...ctx, db: tx }, { id, ownerId: current.userId, listingState: current.listingState }, category) : undefined;
    if (current.listingState === 'published') await ctx.searchIndex({ ...ctx, db: tx }, { serviceIds: [id] });
    return { id, slug: changes.slug ?? current.slug, published: current.listingState === 'published', unpublished, before: { id, categoryId: current.categoryId, stateId: current.stateId } };
  }));
  // A published listing's place or category may have changed: cached pages, counts and carousels follow.
  if (saved.published) await purgeListingPages(ctx, [id], [saved.before]);
  return { id: saved.id, slug: saved.slug, ...(saved.unpublished ? { unpublished: saved.unpublished } : {}) };
}

/**
 * A listing that has just moved to `category` (inside the save's transaction): its billing hold
 * goes if its vendor pays for the new category; a published listing is held to publishing's rules
 * there. Answers what it lacks when it was unpublished; throws when the move is refused.
 */
async function followCategory(tx: RequestContext, listing: { id: number; ownerId: number | null; listingState: string }, category: { id: number; title: string }): Promise<FieldErrors | undefined> {
  const { id, ownerId } = listing;
  if (ownerId !== null) {
    const [held] = await tx.db.select({ kind: serviceHolds.kind }).from(serviceHolds).where(and(eq(serviceHolds.serviceId, id), eq(serviceHolds.kind, 'billing')));
    if (held && (await tx.listingEntitlements(tx, { vendorId: ownerId, categoryId: category.id })).subscribed) {
      await tx.db.delete(serviceHolds).where(and(eq(serviceHolds.serviceId, id), eq(serviceHolds.kind, 'billing')));
    }
  }
  if (listing.listingState !== 'published') return undefined;
  const missing = await missingForPublishing(tx, id);
  if (missing.subscription) throw new InvalidInputError({ categoryId: [moveNeedsSubscriptionMessage(category.title)] });
  if (Object.keys(missing).length === 0) return undefined;
  await tx.db.update(services).set({ listingState: 'unpublished', updatedAt: tx.clock.now() }).where(eq(services.id, id));
  return missing;
}

/** Spec §4: a new category drops the old one's attribute values, keeping the hidden group's under the new one's attributes. */
async function clearCategoryValues(tx: Parameters<Parameters<RequestContext['db']['transaction']>[0]>[0], id: number, category: { attributes: { id: number; name: string; group: string }[] }) {
  const hidden = category.attributes.filter((attribute) => attribute.group === attributeGroups.hidden);
  const keep = hidden.map((attribute) => attribute.name);
  await tx
    .delete(serviceMeta)
    .where(and(eq(serviceMeta.serviceId, id), isNotNull(serviceMeta.attributeId), keep.length > 0 ? notInArray(serviceMeta.metaKey, keep) : undefined));
  for (const attribute of hidden) {
    await tx.update(serviceMeta).set({ attributeId: attribute.id }).where(and(eq(serviceMeta.serviceId, id), eq(serviceMeta.metaKey, attribute.name)));
  }
}
