import { eq, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { guestEvents, guestHouseholds } from '../../../db/schema/guests';
import type { RequestContext } from '../../context';
import { InvalidInputError, parseInput, wholeNumberField } from '../../kernel';
import { readGuestList, withGuestList, type GuestList, type Runner } from './guest-list-model';
import { importFileField, importMappingField, importModeField, planImport, readImportFile, requireColumnsOf, rowErrorMessages } from './guest-import-model';
import { optional } from './input-fields';
import { nameKey } from './name-key';
import { requireGuestListOwner } from './policy';

export const maxSkippedRows = 1000;

export const importGuestsInput = z.object({
  file: importFileField,
  mapping: optional(importMappingField),
  mode: importModeField,
  skipRows: optional(z.array(wholeNumberField(1, 10_000_000, 'A row to skip is a row number of the file.')).max(maxSkippedRows, `Skip at most ${maxSkippedRows.toLocaleString('en-AU')} rows: fix the file instead.`)),
});

export type GuestImportSummary = {
  guests: number;
  households: number;
  plusOnes: number;
  invitations: number;
  /** The events the file named that the couple did not have: added after theirs. */
  eventsAdded: string[];
  /** Guests removed first (replace). */
  replaced: number;
  skippedRows: number[];
};

export type GuestImportResult = GuestImportSummary & { list: GuestList };

/** Ids taken from a table's sequence up front, so rows that point at each other go in one insert each. */
async function newIds(runner: Runner, table: 'guests' | 'guest_households', n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = (await runner.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n}::int)`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/*
 * The three big inserts (up to 1,000 households, 1,000 guests, 50,000 invitations) send each column
 * as one array, unnested: building a 17,000-parameter insert with the query builder took longer than
 * running it (about 400 ms against 100 ms for 1,000 guests, docs/guests.md).
 */
const ints = (values: (number | null)[]) => sql`${sql.param(values)}::int[]`;
const texts = (values: string[]) => sql`${sql.param(values)}::text[]`;

/**
 * GraphQL importGuests(file, mapping, mode, skip_rows): the guests of a CSV file (see
 * shared/guests/guest-csv.ts for how rows become households, guests and plus-ones) added to the
 * couple's list (`append`) or in place of it (`replace`: every current household and guest, with
 * their answers and seats, removed first, in the same transaction). Every row is checked before
 * anything is written: any bad row refuses the whole import with every row's errors, unless the
 * couple chose to leave those rows out (`skip_rows`, as the preview listed them). Events the file
 * names that the couple does not have are added (at most 50 in all); without event columns everyone
 * is invited to every event; a plus-one with no events of their own goes to their host's. Under the
 * couple's lock; one insert per table.
 */
export async function importGuests(ctx: RequestContext, input: unknown): Promise<GuestImportResult> {
  const fields = parseInput(importGuestsInput, input);
  const couple = requireGuestListOwner(ctx.viewer);
  const table = await readImportFile(fields.file);
  requireColumnsOf(table, fields.mapping);
  const now = ctx.clock.now();
  const skipped = new Set(fields.skipRows ?? []);
  const summary = await withGuestList(ctx, couple, async (tx): Promise<GuestImportSummary> => {
    const plan = await planImport(tx, couple.id, table, { mapping: fields.mapping, mode: fields.mode, skipRows: fields.skipRows });
    const errors = plan.validation.errors.length > 0 ? rowErrorMessages(plan) : [];
    if (Object.keys(plan.problems).length > 0 || errors.length > 0) throw new InvalidInputError({ ...plan.problems, ...(errors.length > 0 ? { file: [...(plan.problems.file ?? []), ...errors] } : {}) });
    const { rows, households } = plan.validation;

    if (fields.mode === 'replace') await tx.delete(guestHouseholds).where(eq(guestHouseholds.coupleId, couple.id));

    const eventIds = new Map<string, number>();
    if (plan.newEvents.length > 0) {
      const [{ last }] = await tx.select({ last: max(guestEvents.position) }).from(guestEvents).where(eq(guestEvents.coupleId, couple.id));
      const start = (last ?? -1) + 1;
      const created = await tx
        .insert(guestEvents)
        .values(plan.newEvents.map((name, index) => ({ coupleId: couple.id, name, position: start + index, createdAt: now, updatedAt: now })))
        .returning({ id: guestEvents.id, position: guestEvents.position });
      for (const event of created) eventIds.set(nameKey(plan.newEvents[event.position - start]), event.id);
    }
    const eventIdOf = (name: string) => plan.eventIdOf.get(name) ?? eventIds.get(nameKey(name))!;

    const householdIds = await newIds(tx, 'guest_households', households.length);
    const at = sql`${now.toISOString()}::timestamptz`;
    await tx.execute(sql`
      insert into guest_households (id, couple_id, name, address, email, phone, created_at, updated_at)
      select id, ${couple.id}, name, address, email, phone, ${at}, ${at}
      from unnest(${ints(householdIds)}, ${texts(households.map((household) => household.name))}, ${texts(households.map((household) => household.address ?? ''))},
        ${texts(households.map((household) => household.email ?? ''))}, ${texts(households.map((household) => household.phone ?? ''))}) as t(id, name, address, email, phone)`);
    const guestIds = await newIds(tx, 'guests', rows.length);
    const column = <T>(read: (guest: (typeof rows)[number]) => T) => rows.map(read);
    await tx.execute(sql`
      insert into guests (id, couple_id, household_id, first_name, last_name, first_key, last_key, age_group, side, group_name, email, dietary, meal, notes, plus_ones_allowed, plus_one_of, created_at, updated_at)
      select id, ${couple.id}, household_id, first_name, last_name, first_key, last_key, age_group, side, group_name, email, dietary, meal, notes, plus_ones_allowed, plus_one_of, ${at}, ${at}
      from unnest(${ints(guestIds)}, ${ints(column((guest) => householdIds[guest.household]))}, ${texts(column((guest) => guest.firstName))}, ${texts(column((guest) => guest.lastName))},
        ${texts(column((guest) => nameKey(guest.firstName)))}, ${texts(column((guest) => nameKey(guest.lastName)))}, ${texts(column((guest) => guest.ageGroup))}, ${texts(column((guest) => guest.side))},
        ${texts(column((guest) => guest.group ?? ''))}, ${texts(column((guest) => guest.email ?? ''))}, ${texts(column((guest) => guest.dietary ?? ''))}, ${texts(column((guest) => guest.meal ?? ''))},
        ${texts(column((guest) => guest.notes ?? ''))}, ${ints(column((guest) => guest.plusOnes))}, ${ints(column((guest) => (guest.plusOneOf === null ? null : guestIds[guest.plusOneOf])))})
        as t(id, household_id, first_name, last_name, first_key, last_key, age_group, side, group_name, email, dietary, meal, notes, plus_ones_allowed, plus_one_of)`);

    const allEvents = plan.events.map((event) => event.id);
    const invitedTo = (index: number): number[] => {
      const guest = rows[index];
      if (!plan.eventsMapped) return allEvents;
      if (guest.events.length === 0 && guest.plusOneOf !== null) return invitedTo(guest.plusOneOf);
      return [...new Set(guest.events.map(eventIdOf))];
    };
    const invitations = rows.flatMap((_guest, index) => invitedTo(index).map((eventId) => [guestIds[index], eventId] as const));
    if (invitations.length > 0) {
      await tx.execute(sql`
        insert into guest_invitations (guest_id, event_id, couple_id)
        select guest_id, event_id, ${couple.id} from unnest(${ints(invitations.map(([guestId]) => guestId))}, ${ints(invitations.map(([, eventId]) => eventId))}) as t(guest_id, event_id)`);
    }

    return {
      guests: rows.length,
      households: households.length,
      plusOnes: rows.filter((guest) => guest.plusOneOf !== null).length,
      invitations: invitations.length,
      eventsAdded: plan.newEvents,
      replaced: fields.mode === 'replace' ? plan.existingGuests : 0,
      skippedRows: table.rows.filter((row) => skipped.has(row.row)).map((row) => row.row),
    };
  });
  return { ...summary, list: await readGuestList(ctx, couple) };
}
