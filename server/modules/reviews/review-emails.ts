import type { RequestContext } from '../../context';
import { renderEmail } from '../../integrations/mail/email-layout';
import { listNotificationContacts } from '../accounts/internal';
import { log } from '../../observability/log';

export type ReviewEmail = { subject: string; paragraphs: string[]; action?: { label: string; url: string } };

/**
 * The reviews module's e-mail to some people (each greeted by first name), after the change it tells
 * of has committed. A suspended account gets none; a failed send is logged, not thrown (the change
 * has happened).
 */
export async function sendReviewEmails(ctx: RequestContext, mails: { userId: number | null; mail: ReviewEmail }[]): Promise<void> {
  const contacts = await listNotificationContacts(ctx, mails.flatMap(({ userId }) => (userId === null ? [] : [userId])));
  const appName = ctx.settings['app.name'];
  for (const { userId, mail } of mails) {
    const to = userId === null ? undefined : contacts.get(userId);
    if (!to || to.suspended) continue;
    try {
      await ctx.mailer.send({
        to: to.email,
        subject: mail.subject,
        ...renderEmail({ appName, heading: mail.subject, paragraphs: [`Hi ${to.firstName},`, ...mail.paragraphs], action: mail.action }),
      });
    } catch (error) {
      log.warn({ err: error, requestId: ctx.requestId }, `reviews: an e-mail could not be sent`);
    }
  }
}

/** A listing's page, absolute, for e-mails; `#reviews` opens its reviews. */
export const listingUrl = (ctx: Pick<RequestContext, 'publicUrl'>, path: string, anchor = 'reviews') => `${ctx.publicUrl}${path}#${anchor}`;
