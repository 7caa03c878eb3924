import { loadEditableListing } from '~/features/listing-editor/editor.server';
import type { Route } from './+types/layout';

export const loadListingLayout = (args: Route.LoaderArgs) => loadEditableListing(args);
