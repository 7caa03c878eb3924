import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { vendorProfiles } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { idField, parseInput, RefusedError } from '../../kernel';
import { setNickname } from '../accounts';
import { findVendorProfile, type VendorProfile } from './find-vendor-profile';
import { businessShape, withBusinessChecks } from './input-fields';
import { authorizeVendorRecord } from './policy';

export const updateVendorProfileInput = withBusinessChecks(z.object({ userId: idField('There is no such vendor.'), ...businessShape }));

export const verifiedNumberMessage = 'Your business is verified: write to us to change its number or country, so that we can check it again.';

/**
 * A vendor's business details (/vendors/profile). The business name is what couples see in chat
 * and on listings. Once verified, the number and country stay as checked: changing them would
 * keep a badge nobody looked at. An administrator's change goes into the audit log.
 */
export async function updateVendorProfile(ctx: RequestContext, input: unknown): Promise<VendorProfile> {
  const { userId, ...fields } = parseInput(updateVendorProfileInput, input);
  const viewer = authorizeVendorRecord(ctx.viewer, userId);
  await ctx.db.transaction(async (db) => {
    const [before] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, userId)).for('update');
    if (!before) throw new RefusedError('There is no such vendor.', 'NOT_FOUND');
    if (before.verifiedAt && (before.businessNumber !== fields.businessNumber || before.businessCountry !== fields.businessCountry)) {
      throw new RefusedError(verifiedNumberMessage, 'CONFLICT');
    }
    const after = {
      businessName: fields.businessName,
      jobTitle: fields.jobTitle,
      phone: fields.phone,
      website: fields.website,
      businessCountry: fields.businessCountry,
      businessNumber: fields.businessNumber,
    };
    await db.update(vendorProfiles).set({ ...after, updatedAt: ctx.clock.now() }).where(eq(vendorProfiles.userId, userId));
    // Chat and listings name the vendor by their account's nickname: the business name.
    await setNickname({ ...ctx, db }, { id: userId, nickname: fields.businessName });
    // Someone else's business: authorizeVendorRecord let them in as an administrator.
    if (viewer.id !== userId) {
      const { businessName, jobTitle, phone, website, businessCountry, businessNumber } = before;
      await recordAuditEvent({ ...ctx, db }, { action: 'vendor.update', entityType: 'vendor', entityId: userId, before: { businessName, jobTitle, phone, website, businessCountry, businessNumber }, after });
    }
  });
  return findVendorProfile(ctx, { userId });
}
