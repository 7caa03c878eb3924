import type { Route } from './+types/export-download';
import { downloadDataExport } from './privacy.server';

export const loader = (args: Route.LoaderArgs) => downloadDataExport(args);
