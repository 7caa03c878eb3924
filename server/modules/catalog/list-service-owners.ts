import { and, inArray } from 'drizzle-orm';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { listPeople, type PublicPerson } from '../accounts';
import { parseInput } from '../../kernel';
import { serviceReadInput } from './input-fields';
import { isPublished } from './published';

/** The vendor who owns a listing, as the public sees them (never the e-mail). */
export type ServiceOwner = { id: number; nickname: string | null; avatar: string | null; isVendor: boolean; createdAt: Date };

/** A listing's vendor as the public sees them, from the accounts module's public facts. */
export function serviceOwnerOf({ id, nickname, avatar, isVendor, createdAt }: PublicPerson): ServiceOwner {
  return { id, nickname, avatar, isVendor, createdAt };
}

/**
 * The owners of some services in two queries (the services, then their vendors from the accounts
 * module): each known id maps to its owner, or to null while the listing is unclaimed; unknown ids
 * are absent (so it also tells whether a service exists; with `publicOnly`, whether the public may see it).
 */
export async function listServiceOwners(ctx: RequestContext, input: unknown): Promise<Map<number, ServiceOwner | null>> {
  const { serviceIds: ids, publicOnly } = parseInput(serviceReadInput, input);
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select({ serviceId: services.id, ownerId: services.userId }).from(services).where(and(inArray(services.id, ids), publicOnly ? isPublished : undefined));
  const ownerIds = rows.flatMap((row) => (row.ownerId === null ? [] : [row.ownerId]));
  const people = ownerIds.length === 0 ? new Map<number, PublicPerson>() : await listPeople(ctx, { userIds: ownerIds });
  return new Map(
    rows.map((row) => {
      const person = row.ownerId === null ? undefined : people.get(row.ownerId);
      return [row.serviceId, person ? serviceOwnerOf(person) : null];
    }),
  );
}
