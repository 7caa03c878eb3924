import type { RequestContext } from '../../context';
import { activationEmail } from './account-emails';
import { issueAccountToken } from './account-tokens';

export type MailContext = Pick<RequestContext, 'db' | 'clock' | 'mailer' | 'settings' | 'publicUrl'>;

/** E-mails the link that confirms the account's address (/email-activation/{token}), replacing any sent before. */
export async function sendActivationEmail(context: MailContext, user: { id: number; email: string; firstName: string }): Promise<void> {
  const token = await issueAccountToken(context, user.id, 'verify_email', user.email);
  await context.mailer.send(activationEmail(context.settings['app.name'], user, `${context.publicUrl}/email-activation/${token}`));
}
