import type { Route } from './+types/card';
import { loadCard } from './card.server';

export const loader = (args: Route.LoaderArgs) => loadCard(args);
