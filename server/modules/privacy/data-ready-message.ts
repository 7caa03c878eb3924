import type { OutgoingMail } from '../../integrations/mail/create-mailer';
import { renderEmail } from '../../integrations/mail/email-layout';
import { exportDays } from './policy';

/** The e-mail when an archive is ready: a link to the privacy page (no secret in it: it works only when signed in). */
export function dataReadyMessage(content: { appName: string; to: string; firstName: string; pageUrl: string; expiresOn: string }): OutgoingMail {
  const subject = `Your ${content.appName} data is ready`;
  return {
    to: content.to,
    subject,
    ...renderEmail({
      appName: content.appName,
      heading: subject,
      paragraphs: [
        `Hi ${content.firstName},`,
        `The archive of your data you asked for is ready to download. The link works for ${exportDays} days, until ${content.expiresOn}, and only when you are signed in to your account.`,
      ],
      action: { label: 'Download your data', url: content.pageUrl },
      footnote: 'If you did not ask for your data, sign in and change your password: someone else may know it.',
    }),
  };
}
