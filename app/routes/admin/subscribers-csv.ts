import type { Route } from './+types/subscribers-csv';
import { downloadSubscribers } from './subscribers-csv.server';

export const loader = (args: Route.LoaderArgs) => downloadSubscribers(args);
