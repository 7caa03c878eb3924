import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import { checkBusinessNumber, formatBusinessNumber, type BusinessCountry } from '../../../shared/vendors/business-number';
import type { RequestContext } from '../../context';
import { matchUserIds } from '../accounts';
import { listNotificationContacts } from '../accounts/internal';
import { blankIsAbsent, containsPattern, pageWindow, parseInput, requireAdministrator, searchTextField, tablePage, tableQueryFields, type TablePage } from '../../kernel';

/**
 * waiting (the default, and the dashboard's count): not verified nor refused, with documents to
 * look at; no_documents: the same without any yet; rejected: refused, until the vendor sends new
 * documents (which clears the refusal); verified.
 */
export const verificationStates = ['waiting', 'no_documents', 'rejected', 'verified'] as const;

export const listVerificationQueueInput = z.object({
  state: z.preprocess(blankIsAbsent, z.enum(verificationStates, 'There is no such state.').default('waiting')),
  /** Part of the business's name or number, or of the vendor's name or e-mail. */
  q: searchTextField,
  ...tableQueryFields(['joined', 'business'], 'joined', 'asc'),
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
 * The administrators' verification queue: vendors' businesses by state (oldest first unless
 * sorted otherwise), searched, a page at a time, with their private documents (read through
 * readVendorDocument) and the business number's check. Administrators only.
 */
export async function listVerificationQueue(ctx: RequestContext, input: unknown): Promise<TablePage<VerificationCase>> {
  const { state, q, sort, dir, page } = parseInput(listVerificationQueueInput, input);
  requireAdministrator(ctx.viewer);
  const hasDocuments = exists(ctx.db.select({ one: sql`1` }).from(vendorDocuments).where(eq(vendorDocuments.vendorId, vendorProfiles.userId)));
  const undecided = and(isNull(vendorProfiles.verifiedAt), isNull(vendorProfiles.verificationNote));
  const stateCondition: Record<(typeof verificationStates)[number], SQL | undefined> = {
    waiting: and(undecided, hasDocuments),
    no_documents: and(undecided, not(hasDocuments)),
    rejected: and(isNull(vendorProfiles.verifiedAt), isNotNull(vendorProfiles.verificationNote)),
    verified: isNotNull(vendorProfiles.verifiedAt),
  };
  const people = q ? await matchUserIds(ctx, { q }) : [];
  const digits = q?.replace(/\D/g, '') ?? '';
  const where = and(
    stateCondition[state],
    q
      ? or(
          ilike(vendorProfiles.businessName, containsPattern(q)),
          digits.length >= 3 ? ilike(vendorProfiles.businessNumber, containsPattern(digits)) : undefined,
          people.length > 0 ? inArray(vendorProfiles.userId, people) : undefined,
        )
      : undefined,
  );
  const order = dir === 'asc' ? asc : desc;
  const [profiles, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(vendorProfiles)
      .where(where)
      .orderBy(order(sort === 'business' ? vendorProfiles.businessName : vendorProfiles.createdAt), asc(vendorProfiles.userId))
      .limit(pageWindow(page).limit)
      .offset(pageWindow(page).offset),
    ctx.db.select({ total: count() }).from(vendorProfiles).where(where),
  ]);
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
  const cases = profiles.map((profile) => {
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
  return tablePage(cases, total, page);
}
