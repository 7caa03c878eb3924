import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { withWireNames } from '../../../server/kernel';
import { addTable, guestList, seatGuest, updateTable } from '../../../server/modules/guests';
import { seatingOf, type Seating } from '~/features/planning/seating';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/guest-tables';
import { requireCouple } from './require-couple.server';

/** /planning/guests/tables (issue 34): the couple's tables, who sits where, and who is still to seat. */
export async function loadGuestTables({ context, request }: Route.LoaderArgs): Promise<Seating> {
  const app = context.get(appContext);
  requireCouple(app, request);
  return seatingOf(await guestList(app));
}

/**
 * Every change is a plain form: add a table, rename or resize one, seat a guest at the table the
 * unseated list's select names (the guest is the Seat button's value), or take one off their table.
 * The drag and drop calls GraphQL's seatGuest instead (app/features/planning/seating-drag.tsx).
 */
export async function guestTablesAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireCouple(app, request);
  const run = (use: (input: Record<string, unknown>) => Promise<unknown>) => async (fields: Record<string, unknown>, form: { formId: string }) => {
    await withWireNames(fields, use);
    return data({ done: form.formId });
  };
  return runIntent(await request.formData(), {
    'add-table': run((input) => addTable(app, input)),
    'update-table': run((input) => updateTable(app, input)),
    // The table chosen comes back, so the select still names it for the next guest after a page load.
    seat: async (fields, form) => {
      await withWireNames({ guest_id: fields.guest_id, table_id: fields.table_id }, (input) => seatGuest(app, input));
      return data({ done: form.formId, tableId: typeof fields.table_id === 'string' ? fields.table_id : undefined });
    },
    unseat: run((input) => seatGuest(app, { guestId: input.guestId, tableId: null })),
  });
}
