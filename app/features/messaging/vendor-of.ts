/** A listing as far as its messages are concerned: its name, and its owner when it has one. */
type MessagedListing = { name: string; owner: { id: number; nickname: string | null } | null };

/** Who a service's messages go to: its owner, named by nickname or else by the listing. */
export function vendorOf(service: MessagedListing): { id: number; name: string } | null {
  if (!service.owner) return null;
  return { id: service.owner.id, name: service.owner.nickname?.trim() || service.name };
}
