import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { serviceClaims, vendorProfiles } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { listNotificationContacts } from '../accounts/internal';
import { recordAuditEvent } from '../audit/internal';
import { listServiceLinks, transferServiceOwnership } from '../catalog';
import { purgeListingPages } from '../catalog/internal';
import { idField, parseInput, requireAdministrator } from '../../kernel';
import { lockOpenClaim } from './decide-claim';
import { claimApprovedEmail, claimRejectedEmail } from './vendor-emails';
import { log } from '../../observability/log';

export const approveServiceClaimInput = z.object({ id: idField('There is no such claim.') });

export const otherClaimApprovedReason = 'Another vendor’s claim of this listing was approved.';

/**
 * An administrator approves a claim: the vendor owns the listing, its `unclaimed` status is
 * cleared (couples can message them), other open claims of it are rejected, and every change goes
 * into the audit log in the same transaction. The vendors are told by e-mail afterwards.
 */
export async function approveServiceClaim(ctx: RequestContext, input: unknown): Promise<{ id: number; serviceId: number; vendorId: number }> {
  const { id } = parseInput(approveServiceClaimInput, input);
  const admin = requireAdministrator(ctx.viewer);
  const now = ctx.clock.now();
  const { claim, others } = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const claim = await lockOpenClaim(tx, id);
    const [profile] = await db.select({ verifiedAt: vendorProfiles.verifiedAt }).from(vendorProfiles).where(eq(vendorProfiles.userId, claim.vendorId));
    const ownership = await transferServiceOwnership(tx, { serviceId: claim.serviceId, vendorId: claim.vendorId, vendorVerified: Boolean(profile?.verifiedAt) });
    await db.update(serviceClaims).set({ status: 'approved', decidedBy: admin.id, decidedAt: now }).where(eq(serviceClaims.id, id));
    await recordAuditEvent(tx, {
      action: 'service_claim.approve',
      entityType: 'service_claim',
      entityId: id,
      before: { status: 'open', serviceOwnerId: ownership.previousOwnerId },
      after: { status: 'approved', serviceId: claim.serviceId, serviceOwnerId: ownership.ownerId },
    });
    const others = await db
      .update(serviceClaims)
      .set({ status: 'rejected', reason: otherClaimApprovedReason, decidedBy: admin.id, decidedAt: now })
      .where(and(eq(serviceClaims.serviceId, claim.serviceId), eq(serviceClaims.status, 'open'), ne(serviceClaims.id, id)))
      .returning({ id: serviceClaims.id, vendorId: serviceClaims.vendorId });
    for (const other of others) {
      await recordAuditEvent(tx, { action: 'service_claim.reject', entityType: 'service_claim', entityId: other.id, before: { status: 'open' }, after: { status: 'rejected' }, reason: otherClaimApprovedReason });
    }
    return { claim, others };
  });
  // The listing's page now names its vendor and offers messages instead of a claim.
  await purgeListingPages(ctx, [claim.serviceId]);

  const [contacts, links] = await Promise.all([
    listNotificationContacts(ctx, [claim.vendorId, ...others.map((other) => other.vendorId)]),
    listServiceLinks(ctx, { serviceIds: [claim.serviceId] }),
  ]);
  const link = links.get(claim.serviceId);
  const appName = ctx.settings['app.name'];
  if (link) {
    const listing = { name: link.name, url: `${ctx.publicUrl}${link.path}` };
    const mails = [];
    const owner = contacts.get(claim.vendorId);
    if (owner) mails.push(claimApprovedEmail(appName, owner, listing, `${ctx.publicUrl}/vendors/dashboard`));
    for (const other of others) {
      const contact = contacts.get(other.vendorId);
      if (contact) mails.push(claimRejectedEmail(appName, contact, listing, otherClaimApprovedReason, `${ctx.publicUrl}/contact`));
    }
    // The decision stands without the e-mail; a failed send is logged.
    await Promise.all(mails.map((mail) => ctx.mailer.send(mail).catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Claim e-mail not sent'))));
  }
  return { id, serviceId: claim.serviceId, vendorId: claim.vendorId };
}
