import { builder } from './builder';
import { ServiceCardAttribute, ServiceCardImage } from './catalog';
import { ServiceMedia, ServiceNote, ServiceState, ServiceUser } from './catalog-service';
import {
  addWishlistService,
  findWishlistedIds,
  listWishlist,
  removeWishlistService,
  saveWishlistNote,
  voteService,
  type ServiceEngagement,
  type WishlistEntry,
} from '../modules/engagement';
import { useCaseResolver } from './use-case-resolver';

/** Spec §7's wishlist, rating and note operations; every rule lives in the use cases. */

const WishlistServiceState = builder.objectRef<ServiceEngagement>('WishlistServiceState').implement({
  description: "Whether a service is in the viewer's wishlist after adding or removing it",
  fields: (t) => ({ id: t.exposeInt('serviceId', { description: 'The service' }), inWishlist: t.exposeBoolean('inWishlist') }),
});

const ServiceVote = builder.objectRef<ServiceEngagement>('ServiceVote').implement({
  description: "The viewer's wishlist hearts for a service after their vote (theirs, to sort and filter their wishlist), with spec §7's rating",
  fields: (t) => ({
    id: t.exposeInt('serviceId', { description: 'The service' }),
    rating: t.exposeFloat('rating', {
      nullable: true,
      description: "Spec §7's field, kept for compatibility: the average of every couple's wishlist hearts (1 to 5), null when none is left. Not the listing's public score, which is its reviews' (reviewSummary)",
    }),
    votes: t.exposeInt('votes', { description: 'How many wishlist hearts the rating averages' }),
    vote: t.exposeInt('vote', { description: "The viewer's vote now, 0 after a reset" }),
    inWishlist: t.exposeBoolean('inWishlist', { description: 'A vote puts the service in the wishlist first' }),
  }),
});

const WishlistCategory = builder.objectRef<Pick<WishlistEntry, 'categoryId' | 'categoryName' | 'categoryTitle'>>('WishlistCategory').implement({
  fields: (t) => ({
    id: t.exposeID('categoryId'),
    name: t.exposeString('categoryName', { description: 'Machine name (venue)' }),
    title: t.exposeString('categoryTitle'),
  }),
});

const WishlistService = builder.objectRef<WishlistEntry>('WishlistService').implement({
  description: "A service in the viewer's wishlist, with their own rating and private note",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The service' }),
    wishlist_id: t.exposeID('wishlistId', { description: 'The wishlist, for wishlistAddNote' }),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    path: t.exposeString('path', { description: 'The canonical service page' }),
    rating: t.exposeInt('vote', { description: "The couple's own vote, 0 when none" }),
    state: t.field({ type: ServiceState, resolve: (entry) => ({ code: entry.stateCode, name: entry.stateName }) }),
    note: t.field({ type: ServiceNote, nullable: true, resolve: (entry) => entry.note }),
    images: t.field({ type: [ServiceCardImage], description: 'The first pictures, with their descriptions', resolve: (entry) => entry.images }),
    media: t.field({ type: [ServiceMedia], resolve: (entry) => entry.images.map((image) => ({ url: image.url, isImage: true })) }),
    category: t.field({ type: WishlistCategory, resolve: (entry) => entry }),
    user: t.field({ type: ServiceUser, nullable: true, description: 'The vendor; null while the listing is unclaimed', resolve: (entry) => entry.owner }),
    metaAttributes: t.field({
      type: [ServiceCardAttribute],
      description: "The category's primary attributes the service has",
      resolve: (entry) => entry.primaryAttributes,
    }),
    added_at: t.string({ resolve: (entry) => entry.addedAt.toISOString() }),
  }),
});

builder.queryFields((t) => ({
  checkInWishlist: t.boolean({
    description: "Whether the service is in the viewer's wishlist (false for visitors)",
    args: { service_id: t.arg.int({ required: true }) },
    resolve: async (_root, { service_id }, ctx) => (await findWishlistedIds(ctx, { serviceIds: [service_id] })).has(service_id),
  }),
  wishlist: t.field({
    type: [WishlistService],
    description: "A couple's wishlist, newest first; only its owner may read it",
    args: {
      user_id: t.arg.id({ required: true }),
      category_id: t.arg.int({ defaultValue: 0, description: 'A category id; 0 lists every category' }),
      rating: t.arg.int({ defaultValue: 0, description: "The couple's own rating at least (0 to 5); 0 lists everything" }),
    },
    resolve: useCaseResolver(listWishlist),
  }),
}));

builder.mutationFields((t) => ({
  wishlistAddService: t.field({
    type: WishlistServiceState,
    args: { id: t.arg.int({ required: true, description: 'The service' }) },
    resolve: useCaseResolver(addWishlistService),
  }),
  wishlistRemoveService: t.field({
    type: WishlistServiceState,
    description: 'Takes the service out of the wishlist, with the note on it; the vote stays',
    args: { id: t.arg.int({ required: true, description: 'The service' }) },
    resolve: useCaseResolver(removeWishlistService),
  }),
  wishlistAddNote: t.field({
    type: ServiceNote,
    nullable: true,
    description: 'Saves the private note on a service in the wishlist (plain text, up to 2,000 characters); blank text removes it and answers null',
    args: {
      wishlist: t.arg.id({ required: true }),
      service: t.arg.int({ required: true }),
      text: t.arg.string({ required: true }),
    },
    resolve: useCaseResolver(saveWishlistNote),
  }),
  serviceVoting: t.field({
    type: ServiceVote,
    description: 'Sets the viewer\'s vote (1 to 5, adding the service to the wishlist first) or takes it back (0)',
    args: { id: t.arg.int({ required: true, description: 'The service' }), vote: t.arg.int({ required: true }) },
    resolve: useCaseResolver(voteService),
  }),
}));
