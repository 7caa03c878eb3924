import type { Route } from './+types/guests-csv';
import { downloadGuestList } from './guests-csv.server';

export const loader = (args: Route.LoaderArgs) => downloadGuestList(args);
