import { appContext } from '../../../server/http/router-context';
import { guestList } from '../../../server/modules/guests';
import { seatingOf, type Seating } from '~/features/planning/seating';
import type { Route } from './+types/guest-seating';
import { requireCouple } from './require-couple.server';

/** /planning/guests/seating (issue 34): the seating as printable lists, read only. */
export async function loadGuestSeating({ context, request }: Route.LoaderArgs): Promise<Seating> {
  const app = context.get(appContext);
  requireCouple(app, request);
  return seatingOf(await guestList(app));
}
