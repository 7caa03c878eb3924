import type { SignInMethod } from '../../../db/schema/accounts';
import { renderEmail } from '../../integrations/mail/email-layout';
import type { OutgoingMail } from '../../integrations/mail/create-mailer';

type Recipient = { email: string; firstName: string };

/** The words of the account e-mails; the layout makes both parts. */
export function activationEmail(appName: string, to: Recipient, url: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Confirm your e-mail address for ${appName}`,
    ...renderEmail({
      appName,
      heading: 'Confirm your e-mail address',
      paragraphs: [
        `Hi ${to.firstName},`,
        `Welcome to ${appName}. Please confirm that this is your e-mail address, so that vendors' replies and your account's notices reach you.`,
      ],
      action: { label: 'Confirm my e-mail address', url },
      footnote: `The link works for 48 hours. If you did not sign up for ${appName}, you can ignore this message.`,
    }),
  };
}

export function passwordResetEmail(appName: string, to: Recipient, url: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Reset your ${appName} password`,
    ...renderEmail({
      appName,
      heading: 'Reset your password',
      paragraphs: [`Hi ${to.firstName},`, 'Someone, hopefully you, asked to reset the password of your account. Choose a new one here:'],
      action: { label: 'Choose a new password', url },
      footnote: 'The link works for one hour and only once. If you did not ask for it, ignore this message: your password stays as it is.',
    }),
  };
}

export function passwordChangedEmail(appName: string, to: Recipient, resetUrl: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Your ${appName} password was changed`,
    ...renderEmail({
      appName,
      heading: 'Your password was changed',
      paragraphs: [
        `Hi ${to.firstName},`,
        'The password of your account was just changed, and every other device was signed out.',
        'If this was not you, reset your password now and check your account.',
      ],
      action: { label: 'Reset my password', url: resetUrl },
    }),
  };
}

/** To the old address after an e-mail change: where the account's mail goes now, and what to do if it was not them. */
export function emailChangedEmail(appName: string, to: Recipient, newEmail: string, contactUrl: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Your ${appName} e-mail address was changed`,
    ...renderEmail({
      appName,
      heading: 'Your e-mail address was changed',
      paragraphs: [
        `Hi ${to.firstName},`,
        `The e-mail address of your ${appName} account was just changed to ${newEmail}. From now on, our messages go there.`,
        'If this was not you, please contact us at once so that we can secure your account.',
      ],
      action: { label: 'Contact us', url: contactUrl },
    }),
  };
}

const signInMethodWords: Record<SignInMethod, string> = {
  password: 'with your password',
  passkey: 'with a passkey',
  google: 'with Google',
  facebook: 'with Facebook',
  activation: 'from the link that confirms your e-mail address',
  reset: 'by resetting your password',
};

/** A sign-in from a device the account never used: what, where and when, and what to do if it was not them. */
export function newDeviceEmail(
  appName: string,
  to: Recipient,
  signIn: { method: SignInMethod; device: string | null; place: string | null; at: Date; timeZone: string },
  sessionsUrl: string,
): OutgoingMail {
  const when = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: signIn.timeZone, timeZoneName: 'short' }).format(signIn.at);
  return {
    to: to.email,
    subject: `New sign-in to your ${appName} account`,
    ...renderEmail({
      appName,
      heading: 'New sign-in to your account',
      paragraphs: [
        `Hi ${to.firstName},`,
        `Your ${appName} account was just signed in to ${signInMethodWords[signIn.method]} from a device it has not used before.`,
        `Device: ${signIn.device ?? 'unknown'}. Place: ${signIn.place ?? 'unknown'}. Time: ${when}.`,
        'If this was you, there is nothing to do. If it was not, sign that session out from your profile, then change your password.',
      ],
      action: { label: 'See my sessions', url: sessionsUrl },
    }),
  };
}
