import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { serviceClaims } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { listNotificationContacts } from '../accounts/internal';
import { recordAuditEvent } from '../audit/internal';
import { listServiceLinks } from '../catalog';
import { idField, parseInput, requireAdministrator } from '../../kernel';
import { lockOpenClaim } from './decide-claim';
import { claimRejectedEmail } from './vendor-emails';
import { log } from '../../observability/log';

export const rejectServiceClaimInput = z.object({
  id: idField('There is no such claim.'),
  reason: z.string({ error: 'Say why the claim is rejected' }).trim().min(1, 'Say why the claim is rejected').max(2_000, 'The reason may be at most 2,000 characters'),
});

/**
 * An administrator rejects a claim, with the reason the vendor is sent by e-mail; the reason is
 * kept with the claim and in the audit log.
 */
export async function rejectServiceClaim(ctx: RequestContext, input: unknown): Promise<{ id: number }> {
  const { id, reason } = parseInput(rejectServiceClaimInput, input);
  const admin = requireAdministrator(ctx.viewer);
  const claim = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const claim = await lockOpenClaim(tx, id);
    await db.update(serviceClaims).set({ status: 'rejected', reason, decidedBy: admin.id, decidedAt: ctx.clock.now() }).where(eq(serviceClaims.id, id));
    await recordAuditEvent(tx, { action: 'service_claim.reject', entityType: 'service_claim', entityId: id, before: { status: 'open' }, after: { status: 'rejected', serviceId: claim.serviceId }, reason });
    return claim;
  });
  const [contacts, links] = await Promise.all([listNotificationContacts(ctx, [claim.vendorId]), listServiceLinks(ctx, { serviceIds: [claim.serviceId] })]);
  const contact = contacts.get(claim.vendorId);
  const link = links.get(claim.serviceId);
  if (contact && link) {
    const mail = claimRejectedEmail(ctx.settings['app.name'], contact, { name: link.name, url: `${ctx.publicUrl}${link.path}` }, reason, `${ctx.publicUrl}/contact`);
    await ctx.mailer.send(mail).catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Claim e-mail not sent'));
  }
  return { id };
}
