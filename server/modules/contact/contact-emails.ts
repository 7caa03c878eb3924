import type { OutgoingMail } from '../../integrations/mail/create-mailer';
import { renderEmail } from '../../integrations/mail/email-layout';
import type { Settings } from '../../kernel';
import { messageCategories, type MessageCategory, type SenderRole } from './message-categories';

const senderRoleLabels: Record<SenderRole, string> = {
  user: 'Planning a wedding',
  vendor: 'Vendor',
  other: 'Other',
  administrator: 'Administrator',
};

type ContactMessage = { id: number; category: MessageCategory; content: string; sender: { name: string; email: string; role: SenderRole } };

/** A contact-form message for the site's team: answering it writes to the sender (Reply-To). */
export function contactMessageEmail(settings: Pick<Settings, 'app.name' | 'app.contact_email'>, { id, category, content, sender }: ContactMessage): OutgoingMail {
  const appName = settings['app.name'];
  const topic = messageCategories[category];
  return {
    to: settings['app.contact_email'],
    replyTo: sender.email,
    subject: `Contact message #${id}: ${topic}`,
    ...renderEmail({
      appName,
      heading: topic,
      paragraphs: [`From: ${sender.name} <${sender.email}>`, `Who: ${senderRoleLabels[sender.role]}`, ...content.split(/\r?\n/).filter((line) => line.trim() !== '')],
      footnote: `Sent with the contact form of ${appName}. Reply to this e-mail to answer ${sender.name}.`,
    }),
  };
}
