import type { RequestContext } from '../../context';
import { listServiceLinks, type ServiceLink } from '../catalog';
import { InvalidInputError } from '../../kernel';

export const alreadyClaimedMessage = 'This listing already belongs to a vendor and cannot be claimed.';

/** An unclaimed listing, or a refusal on `field`: no such listing, or one a vendor owns already. */
export async function findClaimableService(ctx: RequestContext, serviceId: number, field: string): Promise<ServiceLink> {
  const service = (await listServiceLinks(ctx, { serviceIds: [serviceId] })).get(serviceId);
  if (!service) throw new InvalidInputError({ [field]: ['There is no such listing.'] });
  if (service.ownerId !== null) throw new InvalidInputError({ [field]: [alreadyClaimedMessage] });
  return service;
}
