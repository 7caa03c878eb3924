import type { RsvpEvent } from '../../../server/modules/guests';
import { timeText } from '../../../shared/guests/event-time';
import { dayText } from '~/lib/format-date';

/** '11 June 2027, 6:30 pm' (or as much of it as the couple set). */
export function eventWhen(event: Pick<RsvpEvent, 'date' | 'time'>): string {
  return [event.date && dayText(event.date), event.time && timeText(event.time)].filter(Boolean).join(', ');
}
