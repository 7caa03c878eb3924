import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { setVendorListingsVerified } from '../catalog';
import { purgeListingPages } from '../catalog/internal';
import { checkboxField, idField, parseInput, RefusedError, requireAdministrator } from '../../kernel';
import { listNotificationContacts } from '../accounts/internal';
import { verificationDecidedEmail } from './vendor-emails';
import { log } from '../../observability/log';

export const verifyVendorInput = z.object({
  userId: idField('There is no such vendor.'),
  verified: checkboxField,
  note: z.string().trim().max(2_000, 'The note may be at most 2,000 characters').nullish().transform((value) => value || null),
}).refine((input) => input.verified || input.note, { message: 'Say why the business is not verified', path: ['note'] });

export const noDocumentsMessage = 'This vendor has sent no documents: verify a vendor only once a person has looked at them.';

/**
 * An administrator verifies a vendor, or takes the verification back (verifyVendor(userId,
 * verified, note)). Verified means the business number passed its check digits when it was saved
 * and a person looked at the documents: a vendor without documents cannot be verified. The badge
 * on every listing of the vendor follows. Nobody can buy it. Refusing (verified false) needs a
 * reason; the vendor is e-mailed the decision with the note either way.
 */
export async function verifyVendor(ctx: RequestContext, input: unknown): Promise<{ userId: number; verified: boolean }> {
  const { userId, verified, note } = parseInput(verifyVendorInput, input);
  const admin = requireAdministrator(ctx.viewer);
  const listings = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [profile] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, userId)).for('update');
    if (!profile) throw new RefusedError('There is no such vendor.', 'NOT_FOUND');
    if (verified) {
      const [documents] = await db.select({ n: count() }).from(vendorDocuments).where(eq(vendorDocuments.vendorId, userId));
      if (documents.n === 0) throw new RefusedError(noDocumentsMessage, 'CONFLICT');
    }
    const now = ctx.clock.now();
    await db
      .update(vendorProfiles)
      .set({ verifiedAt: verified ? now : null, verifiedBy: verified ? admin.id : null, verificationNote: note, updatedAt: now })
      .where(eq(vendorProfiles.userId, userId));
    const listings = await setVendorListingsVerified(tx, { vendorId: userId, verified });
    await recordAuditEvent(tx, {
      action: verified ? 'vendor.verify' : 'vendor.unverify',
      entityType: 'vendor',
      entityId: userId,
      before: { verified: profile.verifiedAt !== null },
      after: { verified, listings },
      reason: note,
    });
    return listings;
  });
  // The "Verified" badge on the vendor's listings and their place in lists.
  await purgeListingPages(ctx, listings);
  const [contact] = (await listNotificationContacts(ctx, [userId])).values();
  // The decision stands without the e-mail; a failed send is logged.
  if (contact) await ctx.mailer.send(verificationDecidedEmail(ctx.settings['app.name'], contact, verified, note, `${ctx.publicUrl}/vendors/dashboard`)).catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Verification e-mail not sent'));
  return { userId, verified };
}
