import { weddingEventsIcs } from '../../../shared/guests/events-ics';
import type { RequestContext } from '../../context';
import type { OutgoingMail } from '../../integrations/mail/create-mailer';
import { renderEmail } from '../../integrations/mail/email-layout';
import type { RsvpEvent, RsvpHousehold, RsvpMember } from './rsvp-household-model';
import { longDay, type RsvpLink } from './rsvp-link';
import { log } from '../../observability/log';

const statusWords: Record<string, string> = { attending: 'coming', declined: 'not coming', waiting: 'no answer yet' };

const fullName = (member: Pick<RsvpMember, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`.trim();

/** One line per person: their answer to each event, their meal and dietary needs ("Ada Nguyen: Ceremony, coming; …"). */
export function answerLines(household: Pick<RsvpHousehold, 'members' | 'events'>): string[] {
  const eventName = new Map(household.events.map((event) => [event.id, event.name]));
  return household.members.map((member) => {
    const host = member.plusOneOf === null ? null : household.members.find((entry) => entry.id === member.plusOneOf);
    const who = host ? `${fullName(member)} (guest of ${fullName(host)})` : fullName(member);
    const answers = member.invitations.map((invitation) => `${eventName.get(invitation.eventId) ?? 'Event'}, ${statusWords[invitation.status] ?? invitation.status}`).join('; ');
    const extras = [member.meal && `Meal: ${member.meal}.`, member.dietary && `Dietary needs: ${member.dietary}.`].filter(Boolean).join(' ');
    return `${who}: ${answers || 'no events'}.${extras ? ` ${extras}` : ''}`;
  });
}

/** The events anyone in the household is coming to, for their calendar (undated events have no place in one). */
export function attendedEvents(household: Pick<RsvpHousehold, 'members' | 'events'>): (RsvpEvent & { date: string })[] {
  const coming = new Set(household.members.flatMap((member) => member.invitations.filter((invitation) => invitation.status === 'attending').map((invitation) => invitation.eventId)));
  return household.events.filter((event): event is RsvpEvent & { date: string } => coming.has(event.id) && event.date !== null);
}

/**
 * The RSVP confirmation (issue 34): what the household answered, their message, a button to change
 * it (/rsvp/{code}/{token}: the only copy of that link anyone gets, besides the page), until when,
 * and an .ics of the events they come to.
 */
export function rsvpConfirmationMail(content: { appName: string; host: string; publicUrl: string; link: RsvpLink; household: RsvpHousehold; to: string; stamp: Date }): OutgoingMail {
  const { link, household } = content;
  const changeUrl = `${content.publicUrl}/rsvp/${link.code}/${household.token}`;
  const subject = `Your RSVP for ${link.coupleNames}’s wedding`;
  const when = link.weddingDate ? ` on ${longDay(link.weddingDate)}` : '';
  const events = attendedEvents(household);
  const ics =
    events.length === 0
      ? null
      : weddingEventsIcs({
          events: events.map((event) => ({ id: event.id, name: event.name, date: event.date, startTime: event.time, endTime: null, place: event.place || null })),
          timeZone: link.timeZone,
          host: content.host,
          appName: content.appName,
          calendarName: `${link.coupleNames}’s wedding`,
          url: `${content.publicUrl}/rsvp/${link.code}`,
          stamp: content.stamp,
        });
  const footnote = [
    link.cutoff ? `You can change your answer until ${longDay(link.cutoff)}.` : 'You can change your answer at any time with the button above.',
    ics ? 'The calendar file attached has the events you are coming to.' : '',
    'You get this e-mail because this address was given with the answer on the RSVP page.',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    to: content.to,
    subject,
    ...renderEmail({
      appName: content.appName,
      heading: 'Thank you for your answer',
      paragraphs: [`Here is what you answered for ${household.name} to ${link.coupleNames}’s wedding${when}:`],
      list: [...answerLines(household), ...(household.message ? [`Your message to them: ${household.message}`] : [])],
      action: { label: 'Change your answer', url: changeUrl },
      footnote,
    }),
    ...(ics ? { attachments: [{ filename: 'wedding.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] } : {}),
  };
}

/** Sends the confirmation after the answers are saved; a failure is logged (no address in the line), not thrown: the answer stands. */
export async function sendRsvpConfirmation(ctx: RequestContext, link: RsvpLink, household: RsvpHousehold, to: string): Promise<boolean> {
  const mail = rsvpConfirmationMail({ appName: ctx.settings['app.name'], host: new URL(ctx.publicUrl).hostname, publicUrl: ctx.publicUrl, link, household, to, stamp: ctx.clock.now() });
  try {
    await ctx.mailer.send(mail);
    return true;
  } catch (error) {
    log.warn({ err: error, requestId: ctx.requestId }, `RSVP confirmation for couple ${link.coupleId} could not be sent`);
    return false;
  }
}
