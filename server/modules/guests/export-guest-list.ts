import { guestListCsv, type ExportGuest, type RsvpState } from '../../../shared/guests/guest-csv';
import { todayIn } from '../../../shared/planning/dates';
import type { RequestContext } from '../../context';
import { readGuestList } from './guest-list-model';
import { requireGuestListOwner } from './policy';

export type GuestListExport = { fileName: string; contentType: string; body: string };

/**
 * /planning/guests.csv: the couple's guest list for Excel (UTF-8 with a BOM, so accented names
 * survive), one row per guest per event with their answer, a plus-one naming their host, cells
 * that a spreadsheet would run as formulas quoted (shared/csv/write-csv.ts). It imports back
 * (importGuests) without doubles. The file's name holds the date only, never a name.
 */
export async function exportGuestList(ctx: RequestContext): Promise<GuestListExport> {
  const couple = requireGuestListOwner(ctx.viewer);
  const list = await readGuestList(ctx, couple);
  const tableName = new Map(list.tables.map((table) => [table.id, table.name]));
  const events = new Map(list.events.map((event) => [event.id, event]));
  const people = new Map(list.households.flatMap((household) => household.guests.map((guest) => [guest.id, guest])));
  const rows: ExportGuest[] = list.households.flatMap((household) =>
    household.guests.map((guest) => {
      const host = guest.plusOneOf === null ? undefined : people.get(guest.plusOneOf);
      return {
        householdName: household.name,
        firstName: guest.firstName,
        lastName: guest.lastName,
        plusOneOf: host ? { firstName: host.firstName, lastName: host.lastName } : null,
        plusOnesAllowed: guest.plusOnesAllowed,
        ageGroup: guest.ageGroup as ExportGuest['ageGroup'],
        side: guest.side,
        group: guest.groupName || null,
        email: guest.email || null,
        phone: household.phone || null,
        dietary: guest.dietary || null,
        meal: guest.meal || null,
        notes: guest.notes || null,
        table: guest.tableId === null ? null : (tableName.get(guest.tableId) ?? null),
        events: guest.invitations.map((invitation) => ({ name: events.get(invitation.eventId)?.name ?? '', date: events.get(invitation.eventId)?.date ?? null, rsvp: invitation.status as RsvpState })),
      };
    }),
  );
  return { fileName: `guest-list-${todayIn('au', ctx.clock.now())}.csv`, contentType: 'text/csv; charset=utf-8', body: guestListCsv(rows) };
}
