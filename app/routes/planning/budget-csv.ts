import type { Route } from './+types/budget-csv';
import { downloadBudget } from './budget-csv.server';

export const loader = (args: Route.LoaderArgs) => downloadBudget(args);
