import { builder } from './builder';
import { activateEmail } from '../modules/accounts';
import type { ServiceLink } from '../modules/catalog';
import {
  addVendorDocuments,
  approveServiceClaim,
  claimService,
  findVendorDashboard,
  findVendorProfile,
  registerVendor,
  rejectServiceClaim,
  removeVendorDocument,
  updateVendorProfile,
  verifyVendor,
  type Compared,
  type DashboardListing,
  type VendorClaim,
  type VendorDashboard,
  type VendorDocument,
  type VendorProfile,
} from '../modules/vendors';
import { ViewerType } from './accounts';
import { useCaseResolver } from './use-case-resolver';

/** Vendors joining, their business, claims and dashboard (spec §7 registerVendor, activateVendor; issue 18). */

const businessArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  phone: t.arg.string({ required: true, description: 'With its country code (+61 …), or national with phone_country' }),
  phone_country: t.arg.string({ description: 'ISO code of the phone’s country (AU by default)' }),
  website: t.arg.string({ description: 'https:// is added when the scheme is missing' }),
  business_name: t.arg.string({ required: true }),
  job_title: t.arg.string({ required: true }),
  business_country: t.arg.string({ required: true, description: 'au or nz' }),
  business_number: t.arg.string({ required: true, description: 'An ABN (11 digits) or an NZBN (13 digits), checked by its check digits' }),
});

builder.mutationField('registerVendor', (t) =>
  t.id({
    description: 'A vendor joins: the account, the business and its documents (and a claim with serviceId); e-mails the activation link. The new user’s id',
    args: {
      first_name: t.arg.string({ required: true }),
      last_name: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      password_confirmation: t.arg.string({ required: true }),
      ...businessArgs(t),
      private_files: t.arg({ type: ['File'], description: 'Verification documents: PDF, JPEG or PNG, at most 5; a GraphQL request carries at most 10 MB in all (the registration page takes 10 MB per file)' }),
      newsletter_notify: t.arg.boolean(),
      serviceId: t.arg.id({ description: 'An unclaimed listing the vendor claims' }),
      altcha: t.arg.string({ description: 'The bot check’s solution (GET /api/bot-check/challenge)' }),
    },
    resolve: useCaseResolver(registerVendor),
  }),
);

builder.mutationField('activateVendor', (t) =>
  t.field({
    type: ViewerType,
    nullable: true,
    description: 'Confirms a vendor’s address with the e-mailed token and signs them in (spec §7); null when someone else is signed in here',
    args: { token: t.arg.string({ required: true }) },
    resolve: useCaseResolver(activateEmail),
  }),
);

const ComparedType = builder.objectRef<Compared>('ComparedFigure').implement({
  description: 'A figure over the last 30 days and the 30 before',
  fields: (t) => ({ current: t.exposeInt('current'), previous: t.exposeInt('previous') }),
});

const ListingLinkType = builder.objectRef<ServiceLink>('VendorListing').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    path: t.exposeString('path'),
    category: t.string({ resolve: (service) => service.category.name }),
  }),
});

const DashboardListingType = builder.objectRef<DashboardListing>('DashboardListing').implement({
  fields: (t) => ({
    service: t.field({ type: ListingLinkType, resolve: (listing) => listing.service }),
    status: t.exposeString('status', { description: 'published, or claim pending' }),
    views: t.field({ type: ComparedType, resolve: (listing) => listing.views }),
    wishlistAdds: t.field({ type: ComparedType, resolve: (listing) => listing.wishlistAdds }),
    enquiries: t.field({ type: ComparedType, resolve: (listing) => listing.enquiries }),
    unreadConversations: t.exposeInt('unreadConversations'),
    medianReplyHours: t.exposeFloat('medianReplyHours', { nullable: true }),
    dailyViews: t.exposeIntList('dailyViews', { description: 'Views per day over the last 30 days, oldest first' }),
  }),
});

const VendorDashboardType = builder.objectRef<VendorDashboard>('VendorDashboard').implement({
  fields: (t) => ({
    vendorId: t.exposeID('vendorId'),
    businessName: t.exposeString('businessName'),
    verified: t.exposeBoolean('verified'),
    since: t.exposeString('since', { description: 'The first day of the last 30 (UTC)' }),
    listings: t.field({ type: [DashboardListingType], resolve: (dashboard) => dashboard.listings }),
  }),
});

builder.queryField('vendorDashboard', (t) =>
  t.field({
    type: VendorDashboardType,
    description: 'The signed-in vendor’s listings, leads and results (an administrator may name a vendor)',
    args: { vendorId: t.arg.id() },
    resolve: useCaseResolver(findVendorDashboard),
  }),
);

const VendorDocumentType = builder.objectRef<VendorDocument>('VendorDocument').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
    url: t.string({ description: 'Readable by the vendor and administrators only', resolve: (document) => `/vendors/documents/${document.id}` }),
  }),
});

const VendorClaimType = builder.objectRef<VendorClaim>('VendorClaim').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    serviceId: t.exposeID('serviceId'),
    status: t.exposeString('status'),
    reason: t.exposeString('reason', { nullable: true }),
    created_at: t.string({ resolve: (claim) => claim.createdAt.toISOString() }),
  }),
});

const VendorProfileType = builder.objectRef<VendorProfile>('VendorProfile').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    business_name: t.exposeString('businessName'),
    job_title: t.exposeString('jobTitle'),
    phone: t.exposeString('phone'),
    website: t.exposeString('website', { nullable: true }),
    business_country: t.exposeString('businessCountry'),
    business_number: t.exposeString('businessNumber'),
    verified: t.boolean({ resolve: (profile) => profile.verifiedAt !== null }),
    documents: t.field({ type: [VendorDocumentType], resolve: (profile) => profile.documents }),
    claims: t.field({ type: [VendorClaimType], resolve: (profile) => profile.claims }),
  }),
});

builder.queryField('vendorProfile', (t) =>
  t.field({
    type: VendorProfileType,
    description: 'A vendor’s business: the vendor themself or an administrator',
    args: { userId: t.arg.id({ required: true }) },
    resolve: useCaseResolver(findVendorProfile),
  }),
);

builder.mutationField('updateVendorProfile', (t) =>
  t.field({
    type: VendorProfileType,
    args: { userId: t.arg.id({ required: true }), ...businessArgs(t) },
    resolve: useCaseResolver(updateVendorProfile),
  }),
);

builder.mutationField('addVendorDocuments', (t) =>
  t.field({
    type: VendorProfileType,
    description: 'Adds verification documents while the vendor is not verified',
    args: { userId: t.arg.id({ required: true }), files: t.arg({ type: ['File'], required: true }) },
    resolve: useCaseResolver(addVendorDocuments),
  }),
);

builder.mutationField('removeVendorDocument', (t) =>
  t.field({ type: VendorProfileType, args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(removeVendorDocument) }),
);

builder.mutationField('claimService', (t) =>
  t.id({
    description: 'A signed-in vendor claims an unclaimed listing: a note and evidence (documents, or a business e-mail at the listing’s domain). The claim’s id',
    args: {
      serviceId: t.arg.id({ required: true }),
      note: t.arg.string(),
      evidence_email: t.arg.string(),
      files: t.arg({ type: ['File'] }),
    },
    resolve: useCaseResolver(claimService),
  }),
);

const ClaimDecisionType = builder.objectRef<{ id: number }>('ClaimDecision').implement({ fields: (t) => ({ id: t.exposeID('id') }) });

builder.mutationField('approveServiceClaim', (t) =>
  t.field({ type: ClaimDecisionType, description: 'Administrators: the vendor owns the listing', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(approveServiceClaim) }),
);

builder.mutationField('rejectServiceClaim', (t) =>
  t.field({
    type: ClaimDecisionType,
    description: 'Administrators: the claim is refused, and the vendor is e-mailed the reason',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: useCaseResolver(rejectServiceClaim),
  }),
);

builder.mutationField('verifyVendor', (t) =>
  t.boolean({
    description: 'Administrators: a person looked at the documents and the business number passed its check',
    args: { userId: t.arg.id({ required: true }), verified: t.arg.boolean({ required: true }), note: t.arg.string() },
    resolve: async (root, args, ctx) => (await useCaseResolver(verifyVendor)(root, args, ctx)).verified,
  }),
);
