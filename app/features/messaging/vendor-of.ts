import type { ServiceDetail } from '../../../server/modules/catalog';

/** Who a service's messages go to: its owner, named by nickname or else by the listing. */
export function vendorOf(service: Pick<ServiceDetail, 'name' | 'owner'>): { id: number; name: string } | null {
  if (!service.owner) return null;
  return { id: service.owner.id, name: service.owner.nickname?.trim() || service.name };
}
