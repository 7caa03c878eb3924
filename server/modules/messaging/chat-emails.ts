import type { OutgoingMail } from '../../integrations/mail/create-mailer';
import { renderEmail } from '../../integrations/mail/email-layout';

type Recipient = { email: string; firstName: string };

/** The conversation on the messages page: what every chat e-mail links to. */
export function conversationUrl(publicUrl: string, conversationId: number): string {
  return `${publicUrl}/messages?conversation=${conversationId}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function settingsNote(publicUrl: string, how: string): string {
  return `You get this e-mail because you chose to hear about new messages ${how}. Change it under Notifications in your profile: ${publicUrl}/profile?tab=notifications`;
}

/** messages_notify_frequently = 1: one e-mail for the unread messages of one conversation. */
export function newMessagesEmail(
  appName: string,
  publicUrl: string,
  to: Recipient,
  about: { conversationId: number; partnerName: string; serviceName: string; unread: number; latest: string | null },
): OutgoingMail {
  const { partnerName, serviceName, unread, latest } = about;
  return {
    to: to.email,
    subject: unread === 1 ? `New message from ${partnerName}` : `${plural(unread, 'new message')} from ${partnerName}`,
    ...renderEmail({
      appName,
      heading: unread === 1 ? 'You have a new message' : `You have ${plural(unread, 'new message')}`,
      paragraphs: [
        `Hi ${to.firstName},`,
        `${partnerName} wrote to you about ${serviceName}${unread === 1 ? '' : ` (${plural(unread, 'message')} you have not read yet)`}.`,
        ...(latest ? [`“${latest}”`] : []),
      ],
      action: { label: 'Read and reply', url: conversationUrl(publicUrl, about.conversationId) },
      footnote: settingsNote(publicUrl, 'as they arrive'),
    }),
  };
}

/** messages_notify_frequently = 2: the day's summary of every conversation with unread messages. */
export function dailySummaryEmail(
  appName: string,
  publicUrl: string,
  to: Recipient,
  conversations: { conversationId: number; partnerName: string; serviceName: string; unread: number }[],
): OutgoingMail {
  const total = conversations.reduce((sum, conversation) => sum + conversation.unread, 0);
  return {
    to: to.email,
    subject: `${plural(total, 'unread message')} on ${appName}`,
    ...renderEmail({
      appName,
      heading: `You have ${plural(total, 'unread message')}`,
      paragraphs: [
        `Hi ${to.firstName},`,
        `Here is your summary of ${plural(conversations.length, 'conversation')} waiting for you:`,
        ...conversations.map(
          (conversation) =>
            `${conversation.partnerName} about ${conversation.serviceName}: ${plural(conversation.unread, 'new message')}. ${conversationUrl(publicUrl, conversation.conversationId)}`,
        ),
      ],
      action: { label: 'Open my messages', url: `${publicUrl}/messages` },
      footnote: settingsNote(publicUrl, 'in a daily summary'),
    }),
  };
}
