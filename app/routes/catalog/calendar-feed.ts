import type { Route } from './+types/calendar-feed';
import { serveCalendarFeed } from './calendar-feed.server';

/** /calendar/{token}.ics: a listing's booked days for calendar apps to subscribe to (issue 19). */
export const loader = (args: Route.LoaderArgs) => serveCalendarFeed(args);
