import ical, { ICalCalendarMethod, ICalEventBusyStatus, ICalEventStatus } from 'ical-generator';
import { icsDay } from '../../../shared/calendar/ics-day';

export type IcsStep = 'held' | 'booked' | 'ended';

/**
 * A booking's day as an all-day event for both people's calendars: tentative while held, confirmed
 * once booked, cancelled when it ends. One uid per booking, its sequence rising with each step, so a
 * calendar updates the one event.
 */
export function bookingIcs({ id, eventDate, summary, host, appName, step, sequence }: { id: number; eventDate: string; summary: string; host: string; appName: string; step: IcsStep; sequence: number }): string {
  const calendar = ical({ prodId: { company: appName, product: 'bookings' }, method: step === 'ended' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: `booking-${id}@${host}`,
    start: icsDay(eventDate),
    end: icsDay(eventDate, 1),
    allDay: true,
    summary,
    sequence,
    status: step === 'held' ? ICalEventStatus.TENTATIVE : step === 'booked' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    busystatus: step === 'held' ? ICalEventBusyStatus.TENTATIVE : ICalEventBusyStatus.BUSY,
  });
  return calendar.toString();
}
