import type { Route } from './+types/document';
import { downloadVendorDocument } from './document.server';

export const loader = (args: Route.LoaderArgs) => downloadVendorDocument(args);
