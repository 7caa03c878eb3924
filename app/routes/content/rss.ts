import type { Route } from './+types/rss';
import { loadFeed } from './rss.server';

/** /blog/rss.xml: the latest posts as RSS 2.0, for feed readers (beyond the spec). */
export const loader = (args: Route.LoaderArgs) => loadFeed(args);
