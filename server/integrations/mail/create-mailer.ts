import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { outboxFileName } from './outbox';

/** One e-mail: both parts are required, so every message reads well in any client. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe on mailing-list messages. */
  headers?: Record<string, string>;
  /** Files sent along, such as a booking's .ics (issue 31). */
  attachments?: { filename: string; content: string; contentType: string }[];
};

export type Mailer = {
  /** Resolves once the message is handed over (SMTP) or written (outbox); rejects when it is not. */
  send(mail: OutgoingMail): Promise<void>;
  /** DATA_DIR/outbox when there is no SMTP server (the admin area lists it); absent with SMTP. */
  outboxDir?: string;
};

export type MailerOptions = {
  /** SMTP_URL (smtp:// or smtps://, user and password in the URL); without it mail goes to the outbox. */
  smtpUrl?: string;
  /** DATA_DIR/outbox: one .eml file per message when there is no SMTP server. */
  outboxDir: string;
  /** MAIL_FROM, e.g. "Ever After <no-reply@everafter.example>". */
  from: string;
};

/** Sends over SMTP when configured, else writes each message as an RFC 822 file into the outbox. */
export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl, { from });
    return {
      async send(mail) {
        await transport.sendMail(mail);
      },
    };
  }

  // The stream transport builds the complete message (headers, both parts, encodings) without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from });
  return {
    outboxDir,
    async send(mail) {
      // One moment names the file and dates the message, so the outbox sorts by the Date header.
      const date = new Date();
      const { message } = await transport.sendMail({ ...mail, date });
      await mkdir(outboxDir, { recursive: true });
      // 'wx': never overwrite a message, however unlikely a clash of names.
      await writeFile(join(outboxDir, outboxFileName(date)), message as Buffer, { flag: 'wx' });
    },
  };
}
