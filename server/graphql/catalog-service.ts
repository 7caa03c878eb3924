import { builder } from './builder';
import { findServiceEngagement, type ServiceEngagement } from '../modules/engagement';
import { availabilityMonths } from '../../shared/catalog/availability-window';
import { withHeartsAndScores } from '../http/shown-cards';
import {
  findServiceDetail,
  listNearbyServices,
  type RawMetaAttribute,
  type ServiceAttributeValue,
  type ServiceDetail,
} from '../modules/catalog';
import { ServiceCard } from './catalog';

/** The service page's data (spec §3 Service, §7 services(id) and getNearByServicesByCategory). */

const LatLng = builder.objectRef<{ lat: number; lng: number }>('LatLng').implement({
  fields: (t) => ({ lat: t.exposeFloat('lat'), lng: t.exposeFloat('lng') }),
});

const ServiceCountry = builder.objectRef<ServiceDetail['country']>('ServiceCountry').implement({
  fields: (t) => ({ code: t.exposeString('code', { description: 'au or nz' }), name: t.exposeString('name') }),
});

export const ServiceState = builder.objectRef<ServiceDetail['state']>('ServiceState').implement({
  fields: (t) => ({ code: t.exposeString('code', { description: 'NSW, OTA, …' }), name: t.exposeString('name') }),
});

const ServiceRegion = builder.objectRef<NonNullable<ServiceDetail['region']>>('ServiceRegion').implement({
  fields: (t) => ({ name: t.exposeString('name'), link: t.exposeString('link', { description: 'The region slug (hunter-valley)' }) }),
});

const ServiceCategory = builder.objectRef<ServiceDetail['category']>('ServiceCategory').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'Machine name (venue)' }),
    title: t.exposeString('title'),
    category_slug: t.exposeString('slug'),
  }),
});

// The vendor's e-mail is deliberately absent: anyone may read a service page, and addresses must not be harvestable.
export const ServiceUser = builder.objectRef<NonNullable<ServiceDetail['owner']>>('ServiceUser').implement({
  description: "The vendor who owns the listing, as the public sees them",
  fields: (t) => ({
    id: t.exposeID('id'),
    nickname: t.exposeString('nickname', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true }),
    isvendor: t.exposeBoolean('isVendor'),
    created_at: t.string({ resolve: (user) => user.createdAt.toISOString() }),
  }),
});

const ServiceImage = builder.objectRef<ServiceDetail['images'][number]>('ServiceImage').implement({
  fields: (t) => ({ url: t.exposeString('url'), alt: t.exposeString('alt') }),
});

export const ServiceMedia = builder.objectRef<ServiceDetail['media'][number]>('ServiceMedia').implement({
  fields: (t) => ({ url: t.exposeString('url'), isImage: t.exposeBoolean('isImage') }),
});

const ServiceAttributeValueType = builder.objectRef<ServiceAttributeValue>('ServiceAttributeValue').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    label: t.exposeString('label'),
    value: t.exposeString('value', { description: 'Ready to read: "$120 per person", "Rustic, Garden", "Yes"' }),
    yes: t.exposeBoolean('yes', { nullable: true, description: 'For a Yes/No attribute whether it is yes (shown as a tick); null otherwise' }),
  }),
});

const MetaAttribute = builder.objectRef<RawMetaAttribute>('MetaAttribute').implement({
  description: 'One stored meta row as it is, unformatted',
  fields: (t) => ({
    meta_id: t.exposeInt('metaId'),
    meta_key: t.exposeString('metaKey'),
    meta_value: t.exposeString('metaValue', { description: 'Plain text or a JSON string' }),
    primary: t.exposeBoolean('primary'),
    type: t.exposeString('type', { nullable: true, description: "The category attribute's type; null for links such as video1_link" }),
    categoryBased: t.exposeBoolean('categoryBased', { description: "Whether the key is one of the category's attributes" }),
  }),
});

const SocialLink = builder.objectRef<ServiceDetail['socialLinks'][number]>('SocialLink').implement({
  fields: (t) => ({ network: t.exposeString('network', { description: 'instagram, facebook, pinterest, …' }), url: t.exposeString('url') }),
});

export const ServiceNote = builder.objectRef<{ id: number; text: string }>('ServiceNote').implement({
  description: "The viewer's private note on a service in their wishlist",
  fields: (t) => ({ id: t.exposeID('id'), text: t.exposeString('text') }),
});

/** A service page's data with the rating and the viewer's own facts (their wishlist, vote and note). */
type ServiceWithEngagement = ServiceDetail & { engagement: ServiceEngagement };

/** Everything a service page shows about one service. */
export const Service = builder.objectRef<ServiceWithEngagement>('Service').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    path: t.exposeString('path', { description: 'The canonical service page: /{country}/{state}/{category}/{id}/{slug}' }),
    country: t.field({ type: ServiceCountry, resolve: (service) => service.country }),
    state: t.field({ type: ServiceState, resolve: (service) => service.state }),
    region: t.field({ type: ServiceRegion, nullable: true, resolve: (service) => service.region }),
    city: t.exposeString('city'),
    shortAddress: t.exposeString('shortAddress'),
    address: t.exposeString('address'),
    business_address: t.exposeString('businessAddress', { nullable: true }),
    description: t.exposeString('description'),
    features: t.exposeStringList('features'),
    images: t.field({ type: [ServiceImage], resolve: (service) => service.images }),
    media: t.field({ type: [ServiceMedia], resolve: (service) => service.media }),
    radius: t.exposeInt('radius', { nullable: true, description: 'Metres the vendor travels; null for venues' }),
    status: t.exposeString('status', { nullable: true, description: 'unclaimed, or null for a listing its vendor owns' }),
    website: t.exposeString('website', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    brouchure_file: t.exposeString('brochureFile', { nullable: true, description: 'URL of the brochure (spelling as in the spec)' }),
    isVendorVerified: t.exposeBoolean('isVendorVerified'),
    listing_state: t.exposeString('listingState', { description: "draft, published or unpublished; only the listing's vendor and administrators see the others" }),
    inWishlist: t.boolean({ description: "Whether the service is in the viewer's wishlist", resolve: (service) => service.engagement.inWishlist }),
    rating: t.float({
      nullable: true,
      description:
        "Spec §7's field, kept for compatibility: the average of the wishlist hearts couples gave it (serviceVoting, 1 to 5), null without any. Not the listing's public score, which is its reviews' (reviewSummary): no page shows it",
      resolve: (service) => service.engagement.rating,
    }),
    votes: t.int({ description: 'How many wishlist hearts (serviceVoting) the rating averages; kept for compatibility, like rating', resolve: (service) => service.engagement.votes }),
    vote: t.int({ description: "The viewer's own vote, 0 when none (and for visitors)", resolve: (service) => service.engagement.vote }),
    availability: t.exposeStringList('unavailableDates', {
      description: `Booked-out days (YYYY-MM-DD), ascending, from today through the end of the calendar (${availabilityMonths} months)`,
    }),
    availabilityStatus: t.string({
      description: "'available' when no day of the calendar is booked out, 'partially_booked' when some are (see availability)",
      resolve: (service) => (service.unavailableDates.length === 0 ? 'available' : 'partially_booked'),
    }),
    location: t.field({ type: LatLng, resolve: (service) => service.location }),
    business_location: t.field({ type: LatLng, nullable: true, resolve: (service) => service.businessLocation }),
    metaAttributes: t.field({
      type: [ServiceAttributeValueType],
      description: "The category's primary attributes the service has, in the category's order",
      resolve: (service) => service.primaryAttributes,
    }),
    facilities: t.field({
      type: [ServiceAttributeValueType],
      description: 'The other visible category attributes the service has (never the hidden group)',
      resolve: (service) => service.facilities,
    }),
    allMetaAttributes: t.field({ type: [MetaAttribute], resolve: (service) => service.allMetaAttributes }),
    user: t.field({ type: ServiceUser, nullable: true, description: 'Null while the listing is unclaimed', resolve: (service) => service.owner }),
    category: t.field({ type: ServiceCategory, resolve: (service) => service.category }),
    videos: t.exposeStringList('videos', { description: 'The video1_link and video2_link addresses (http and https only)' }),
    socialLinks: t.field({
      type: [SocialLink],
      description: 'The social_link__{network} addresses (http and https only)',
      resolve: (service) => service.socialLinks,
    }),
    note: t.field({
      type: ServiceNote,
      nullable: true,
      description: "The viewer's private note on the service (in their wishlist); never anyone else's",
      resolve: (service) => service.engagement.note,
    }),
  }),
});

builder.queryFields((t) => ({
  services: t.field({
    type: Service,
    nullable: true,
    description: "One service with everything its page shows; null when there is no such service, or it is a draft or unpublished and the viewer is not its vendor or an administrator",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const detail = await findServiceDetail(ctx, { serviceId: id });
      return detail && { ...detail, engagement: await findServiceEngagement(ctx, { serviceId: detail.id }) };
    },
  }),
  getNearByServicesByCategory: t.field({
    type: [ServiceCard],
    description: "Services of a category near another service, nearest first, without it (the service page's 'Also in this Area')",
    args: {
      category: t.arg.string({ required: true, description: 'Machine name (venue) or slug (wedding-venues)' }),
      distance: t.arg.float({ defaultValue: 20, description: 'Kilometres, up to 400' }),
      service_id: t.arg.int({ required: true }),
      limit: t.arg.int({ defaultValue: 10, description: '1 to 24' }),
    },
    resolve: async (_root, { category, distance, service_id, limit }, ctx) => {
      return withHeartsAndScores(ctx, await listNearbyServices(ctx, { category, distance: distance ?? undefined, serviceId: service_id, limit: limit ?? undefined }));
    },
  }),
}));
