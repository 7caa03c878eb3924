import { asc, desc, inArray, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import { checkBusinessNumber, formatBusinessNumber, type BusinessCountry } from '../../../shared/vendors/business-number';
import type { RequestContext } from '../../context';
import { listNotificationContacts } from '../accounts';
import { blankIsAbsent, parseInput } from '../platform';
import { requireAdministrator } from './policy';

export const listVerificationQueueInput = z.object({
  /** waiting (default): not verified yet; verified: the verified ones, newest first. */
  state: z.preprocess(blankIsAbsent, z.enum(['waiting', 'verified'], 'Choose waiting or verified.').default('waiting')),
});

export type VerificationCase = {
  userId: number;
  businessName: string;
  contact: { name: string; email: string };
  phone: string;
  website: string | null;
  country: BusinessCountry;
  businessNumber: string;
  /** The check digits' verdict, run again now (a number is saved only when it passes). */
  numberCheck: string;
  /** The public register's page for the number, where a person confirms it is registered and active. */
  registerUrl: string;
  documents: { id: number; fileName: string; size: number }[];
  verifiedAt: Date | null;
  note: string | null;
  createdAt: Date;
};

/**
 * The administrators' verification queue: vendors' businesses not verified yet (oldest first) or
 * the verified ones, with their private documents (read through readVendorDocument) and the
 * business number's check. Administrators only.
 */
export async function listVerificationQueue(ctx: RequestContext, input: unknown): Promise<VerificationCase[]> {
  const { state } = parseInput(listVerificationQueueInput, input);
  requireAdministrator(ctx.viewer);
  const profiles = await ctx.db
    .select()
    .from(vendorProfiles)
    .where(state === 'waiting' ? isNull(vendorProfiles.verifiedAt) : isNotNull(vendorProfiles.verifiedAt))
    .orderBy(state === 'waiting' ? asc(vendorProfiles.createdAt) : desc(vendorProfiles.verifiedAt))
    .limit(100);
  const ids = profiles.map((profile) => profile.userId);
  const [contacts, documents] = await Promise.all([
    listNotificationContacts(ctx, ids),
    ids.length
      ? ctx.db
          .select({ id: vendorDocuments.id, vendorId: vendorDocuments.vendorId, fileName: vendorDocuments.fileName, size: vendorDocuments.size })
          .from(vendorDocuments)
          .where(inArray(vendorDocuments.vendorId, ids))
          .orderBy(asc(vendorDocuments.id))
      : [],
  ]);
  return profiles.map((profile) => {
    const contact = contacts.get(profile.userId);
    const check = checkBusinessNumber(profile.businessCountry, profile.businessNumber);
    const kind = profile.businessCountry === 'au' ? 'ABN' : 'NZBN';
    return {
      userId: profile.userId,
      businessName: profile.businessName,
      contact: { name: contact?.firstName ?? '', email: contact?.email ?? '' },
      phone: profile.phone,
      website: profile.website,
      country: profile.businessCountry,
      businessNumber: formatBusinessNumber(profile.businessCountry, profile.businessNumber),
      numberCheck: check.ok ? `${kind} check digits are valid` : check.message,
      registerUrl: profile.businessCountry === 'au' ? `https://abr.business.gov.au/ABN/View?abn=${profile.businessNumber}` : `https://www.nzbn.govt.nz/mynzbn/nzbndetails/${profile.businessNumber}/`,
      documents: documents.filter((document) => document.vendorId === profile.userId).map(({ vendorId: _vendor, ...document }) => document),
      verifiedAt: profile.verifiedAt,
      note: profile.verificationNote,
      createdAt: profile.createdAt,
    };
  });
}
