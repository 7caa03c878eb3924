import type { Route } from './+types/markers';
import { loadMarkers } from './markers.server';

export const loader = (args: Route.LoaderArgs) => loadMarkers(args);
