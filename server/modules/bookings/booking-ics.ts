import ical, { ICalCalendarMethod, ICalEventBusyStatus, ICalEventStatus } from 'ical-generator';

// Local midnight of a YYYY-MM-DD day: ical-generator writes all-day dates from local time.
const localDay = (date: string, plusDays = 0) => new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + plusDays);

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
    start: localDay(eventDate),
    end: localDay(eventDate, 1),
    allDay: true,
    summary,
    sequence,
    status: step === 'held' ? ICalEventStatus.TENTATIVE : step === 'booked' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    busystatus: step === 'held' ? ICalEventBusyStatus.TENTATIVE : ICalEventBusyStatus.BUSY,
  });
  return calendar.toString();
}
