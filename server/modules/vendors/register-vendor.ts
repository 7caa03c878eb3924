import { z } from 'zod';
import { serviceClaims, vendorDocuments, vendorProfiles } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { checkboxField, emailField, idField, parseInput } from '../../kernel';
import { createAccount, withPasswordConfirmation } from '../accounts/internal';
import { recordAuditEvent } from '../audit/internal';
import { businessShape, withBusinessChecks } from './input-fields';
import { findClaimableService } from './find-claimable-service';
import { documentFilesField, removeStoredDocuments, storeDocuments } from './store-documents';

export const registerVendorInput = withBusinessChecks(
  withPasswordConfirmation({
    firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name may be at most 100 characters'),
    lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100, 'Last name may be at most 100 characters'),
    email: emailField,
    ...businessShape,
    privateFiles: documentFilesField,
    newsletterNotify: checkboxField.default(false),
    /** An unclaimed listing the new vendor claims (/service/claim/vendors/register/{serviceId}). */
    serviceId: idField('There is no such listing.').nullish(),
    altcha: z.string().max(10_000).nullish(),
  }),
);

/**
 * A vendor joins (spec §3 Vendor registration): the account with the vendor role, the business
 * (its number passed its check digits, its phone is possible for its country), the verification
 * documents in private storage and, from a claim link, a claim of the unclaimed listing, all in one
 * transaction. The vendor is not signed in: the e-mailed link confirms the address and signs them
 * in (/confirmation?type=1, then /email-activation/{token}). Answers the new account's id.
 */
export async function registerVendor(ctx: RequestContext, input: unknown): Promise<number> {
  const fields = parseInput(registerVendorInput, input);
  if (fields.serviceId) await findClaimableService(ctx, fields.serviceId, 'serviceId');
  const documents = await storeDocuments(ctx, fields.privateFiles, 'privateFiles');
  try {
    // Chat and listings name the vendor by their nickname: the business name.
    return await createAccount(ctx, { ...fields, nickname: fields.businessName }, {
      role: 'vendor',
      signIn: false,
      alsoWrite: async (tx, user) => {
        await tx.db.insert(vendorProfiles).values({
          userId: user.id,
          businessName: fields.businessName,
          jobTitle: fields.jobTitle,
          phone: fields.phone,
          website: fields.website,
          businessCountry: fields.businessCountry,
          businessNumber: fields.businessNumber,
        });
        let claimId: number | null = null;
        if (fields.serviceId) {
          const [claim] = await tx.db.insert(serviceClaims).values({ serviceId: fields.serviceId, vendorId: user.id }).returning({ id: serviceClaims.id });
          claimId = claim.id;
          // The claimant is not signed in yet: the record names them as the entity's owner.
          await recordAuditEvent(tx, { action: 'service_claim.open', entityType: 'service_claim', entityId: claim.id, after: { serviceId: fields.serviceId, vendorId: user.id, documents: documents.length } });
        }
        if (documents.length > 0) await tx.db.insert(vendorDocuments).values(documents.map((document) => ({ ...document, vendorId: user.id, claimId })));
      },
    });
  } catch (error) {
    await removeStoredDocuments(ctx, documents);
    throw error;
  }
}
