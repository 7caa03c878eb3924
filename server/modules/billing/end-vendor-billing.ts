import { z } from 'zod';
import type { RequestContext } from '../../context';
import { idField, parseInput, requireAdministrator } from '../../kernel';
import { endBillingOf, type EndedBilling } from './end-billing-of';

export const endVendorBillingInput = z.object({ vendorId: idField('There is no such vendor.') });

export type { EndedBilling };

/**
 * Before a vendor's account is deleted (the admin module's deleteUser, inside its transaction):
 * each subscription that has not ended ends now, through the state machine (its open invoices
 * void, audited). Its listings lose their billing holds: they are about to become the site's
 * unclaimed listings, which no subscription gates. Tax invoices stay: they name the buyer's
 * business as issued and outlive the account (the vendor's id on them becomes null).
 * Administrators only.
 */
export async function endVendorBilling(ctx: RequestContext, input: unknown): Promise<EndedBilling> {
  const { vendorId } = parseInput(endVendorBillingInput, input);
  requireAdministrator(ctx.viewer);
  return endBillingOf(ctx, vendorId);
}
