import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { idField, parseInput } from '../../kernel';
import { listServiceLinks, type ServiceLink } from './list-service-links';
import { authorizeVendorRead } from './policy';

export const vendorServicesInput = z.object({ vendorId: idField('There is no such vendor.') });

/** A vendor's own listings, oldest first: for the vendor themself and administrators. */
export async function listVendorServices(ctx: RequestContext, input: unknown): Promise<ServiceLink[]> {
  const { vendorId } = parseInput(vendorServicesInput, input);
  authorizeVendorRead(ctx.viewer, vendorId);
  const rows = await ctx.db.select({ id: services.id }).from(services).where(eq(services.userId, vendorId)).orderBy(asc(services.id));
  const links = await listServiceLinks(ctx, { serviceIds: rows.map((row) => row.id) });
  return rows.flatMap((row) => links.get(row.id) ?? []);
}
