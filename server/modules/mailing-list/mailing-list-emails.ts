import type { OutgoingMail } from '../../integrations/mail/create-mailer';
import { listUnsubscribeHeaders, renderEmail, type EmailContent } from '../../integrations/mail/email-layout';

/**
 * Every mailing-list e-mail goes through here: the unsubscribe link under the message, and the
 * List-Unsubscribe headers (RFC 2369, and RFC 8058's one-click POST) that mail clients offer as a button.
 */
export function mailingListEmail(to: string, subject: string, content: Omit<EmailContent, 'unsubscribeUrl'>, unsubscribeUrl: string): OutgoingMail {
  return {
    to,
    subject,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
    ...renderEmail({ ...content, unsubscribeUrl }),
  };
}

/** The double opt-in: nothing more is sent to the address until its owner follows this link. */
export function confirmSubscriptionEmail(appName: string, email: string, links: { confirm: string; unsubscribe: string }): OutgoingMail {
  return mailingListEmail(
    email,
    `Confirm your subscription to ${appName}`,
    {
      appName,
      heading: 'Please confirm your subscription',
      paragraphs: [
        `Someone, hopefully you, asked for ${appName}'s launch news and wedding inspiration at this address.`,
        'Confirm with the button below and we will write when we open our doors.',
      ],
      action: { label: 'Yes, subscribe me', url: links.confirm },
      footnote: 'The link works for 48 hours. If you did not ask for this, ignore this e-mail: without your confirmation you will not hear from us again.',
    },
    links.unsubscribe,
  );
}
