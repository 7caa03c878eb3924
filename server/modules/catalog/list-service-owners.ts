import { eq, inArray } from 'drizzle-orm';
import { users } from '../../../db/schema/accounts';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { userIsVendor } from '../accounts/viewer';
import { parseInput } from '../platform';
import { serviceIdsInput } from './input-fields';

/** The vendor who owns a listing, as the public sees them (never the e-mail). */
export type ServiceOwner = { id: number; nickname: string | null; avatar: string | null; isVendor: boolean; createdAt: Date };

/**
 * The owners of some services in one query: each known id maps to its owner, or to null while the
 * listing is unclaimed; unknown ids are absent (so it also tells whether a service exists).
 */
export async function listServiceOwners({ db }: RequestContext, input: unknown): Promise<Map<number, ServiceOwner | null>> {
  const { serviceIds: ids } = parseInput(serviceIdsInput, input);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      serviceId: services.id,
      owner: { id: users.id, nickname: users.nickname, avatar: users.avatar, isVendor: userIsVendor, createdAt: users.createdAt },
    })
    .from(services)
    .leftJoin(users, eq(users.id, services.userId))
    .where(inArray(services.id, ids));
  return new Map(rows.map((row) => [row.serviceId, row.owner]));
}
