import type { Route } from './+types/places';
import { loadPlaces } from './places.server';

export const loader = (args: Route.LoaderArgs) => loadPlaces(args);
