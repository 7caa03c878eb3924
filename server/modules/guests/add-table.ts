import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { guestTables } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readGuestList, withGuestList, type GuestList } from './guest-list-model';
import { seatsField, tableNameField } from './input-fields';
import { maxTables, requireGuestListOwner, tooManyTables } from './policy';

export const addTableInput = z.object({ name: tableNameField, seats: seatsField });

/** GraphQL addTable(name, seats): a table of 1 to 50 seats, at most 100 tables. */
export async function addTable(ctx: RequestContext, input: unknown): Promise<GuestList> {
  const fields = parseInput(addTableInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  const now = ctx.clock.now();
  await withGuestList(ctx, couple, async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(guestTables).where(eq(guestTables.coupleId, couple.id));
    if (n >= maxTables) throw tooManyTables();
    await tx.insert(guestTables).values({ coupleId: couple.id, name: fields.name, seats: fields.seats, createdAt: now, updatedAt: now });
  });
  return readGuestList(ctx, couple);
}
