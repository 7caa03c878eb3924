import type { OutgoingMail } from '../../integrations/mail/create-mailer';
import { renderEmail } from '../../integrations/mail/email-layout';

type Recipient = { email: string; firstName: string };

/** The words of the vendors' e-mails; the layout makes both parts. */

export function claimApprovedEmail(appName: string, to: Recipient, listing: { name: string; url: string }, dashboardUrl: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Your claim of ${listing.name} was approved`,
    ...renderEmail({
      appName,
      heading: 'Your listing is yours',
      paragraphs: [
        `Hi ${to.firstName},`,
        `We checked your claim of ${listing.name}: it is now your listing on ${appName}. Couples can message you from its page, and you can keep it up to date from your dashboard.`,
        `The listing: ${listing.url}`,
      ],
      action: { label: 'Open my dashboard', url: dashboardUrl },
    }),
  };
}

export function claimRejectedEmail(appName: string, to: Recipient, listing: { name: string; url: string }, reason: string, contactUrl: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Your claim of ${listing.name} was not approved`,
    ...renderEmail({
      appName,
      heading: 'Your claim was not approved',
      paragraphs: [`Hi ${to.firstName},`, `We could not approve your claim of ${listing.name} (${listing.url}). The reason:`, reason, 'If you can show that the business is yours, write to us and we will look again.'],
      action: { label: 'Contact us', url: contactUrl },
    }),
  };
}

export function verificationDecidedEmail(appName: string, to: Recipient, verified: boolean, note: string | null, dashboardUrl: string): OutgoingMail {
  return {
    to: to.email,
    subject: verified ? `Your business is verified on ${appName}` : `Your business was not verified on ${appName}`,
    ...renderEmail({
      appName,
      heading: verified ? 'Your business is verified' : 'Your business was not verified',
      paragraphs: [
        `Hi ${to.firstName},`,
        verified
          ? `We looked at your documents and business number: your listings now carry the Verified badge.`
          : `We looked at your documents and business number and could not verify your business yet.`,
        ...(note ? [verified ? 'A note from our team:' : 'The reason:', note] : []),
        ...(verified ? [] : ['Send us a clearer document from your business profile and we will look again.']),
      ],
      action: { label: 'Open my dashboard', url: dashboardUrl },
    }),
  };
}
