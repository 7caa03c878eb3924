import type { PrivacyCountry } from '../../../shared/privacy/privacy-deadline';
import { privacySubjectLabels, type PrivacySubject } from '../../../shared/privacy/privacy-requests';
import type { OutgoingMail } from '../../integrations/mail/create-mailer';
import { renderEmail } from '../../integrations/mail/email-layout';

type Recipient = { email: string; firstName: string };
type Decided = { subject: PrivacySubject; country: PrivacyCountry; answer: string; refusalReason: string | null };

// APP 13.3 and IPP 7: a refusal says how to complain, and that a statement can be kept with the record.
const regulator: Record<PrivacyCountry, string> = {
  AU: 'the Office of the Australian Information Commissioner (oaic.gov.au)',
  NZ: 'the Privacy Commissioner (privacy.org.nz)',
};

/** The person's answer: the administrator's words and, when refused, the reason and where to complain. */
export function privacyRequestAnsweredEmail(appName: string, to: Recipient, request: Decided, pageUrl: string): OutgoingMail {
  const refused = request.refusalReason !== null;
  const about = privacySubjectLabels[request.subject].replace(/^./, (first) => first.toLowerCase());
  return {
    to: to.email,
    subject: refused ? `We could not make the change you asked for on ${appName}` : `We answered your privacy request on ${appName}`,
    ...renderEmail({
      appName,
      heading: refused ? 'Your request was refused' : 'Your request is answered',
      paragraphs: [
        `Hi ${to.firstName},`,
        `You asked us about ${about}. Our answer:`,
        request.answer,
        ...(refused
          ? [
              'The reason we refused:',
              request.refusalReason!,
              `You can ask us to keep a statement with the record saying that you think it is wrong: send a new request from your privacy page. If you are not happy with this answer, you can complain to ${regulator[request.country]}.`,
            ]
          : []),
      ],
      action: { label: 'See my requests', url: pageUrl },
    }),
  };
}
