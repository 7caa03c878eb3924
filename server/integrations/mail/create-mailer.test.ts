import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { renderEmail } from './email-layout';

const from = 'Ever After <no-reply@everafter.example>';
const welcome = {
  to: 'Ann & Bo <ann@example.com>',
  subject: 'Welcome to Ever After',
  replyTo: 'hello@everafter.example',
  ...renderEmail({
    appName: 'Ever After',
    heading: 'Confirm your e-mail',
    paragraphs: ['Hi <b>Ann</b> & Bo, one click and you are in.'],
    action: { label: 'Confirm', url: 'https://everafter.example/email-activation/abc?x=1&y=2' },
  }),
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'ever-after-outbox-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an RFC 822 file with both parts into the outbox', async () => {
    const outboxDir = join(tempDir(), 'outbox');
    await createMailer({ outboxDir, from }).send(welcome);

    const [file] = readdirSync(outboxDir);
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);
    const raw = readFileSync(join(outboxDir, file), 'utf8');
    expect(raw).toContain('\r\n');
    const mail = await simpleParser(raw);
    expect(mail.from).toMatchObject({ value: [{ address: 'no-reply@everafter.example', name: 'Ever After' }] });
    expect(mail.to).toMatchObject({ value: [{ address: 'ann@example.com', name: 'Ann & Bo' }] });
    expect(mail.replyTo?.text).toBe('hello@everafter.example');
    expect(mail.subject).toBe('Welcome to Ever After');
    expect(mail.text).toContain('Hi <b>Ann</b> & Bo, one click and you are in.');
    expect(mail.text).toContain('https://everafter.example/email-activation/abc?x=1&y=2');
    expect(mail.html).toContain('Hi &lt;b&gt;Ann&lt;/b&gt; &amp; Bo');
    expect(mail.html).toContain('href="https://everafter.example/email-activation/abc?x=1&amp;y=2"');
    expect(mail.html).not.toContain('<b>');
  });

  it('names files so that they sort by time and never collide', async () => {
    const outboxDir = tempDir();
    const mailer = createMailer({ outboxDir, from });
    for (let i = 0; i < 5; i += 1) await mailer.send({ ...welcome, subject: `Message ${i}` });
    const files = readdirSync(outboxDir).sort();
    expect(new Set(files).size).toBe(5);
    const subjects = await Promise.all(files.map(async (file) => (await simpleParser(readFileSync(join(outboxDir, file)))).subject));
    // Sent within the same millisecond, two files may sort either way; across milliseconds, in order.
    expect(subjects.slice().sort()).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4']);
    const times = files.map((file) => file.slice(0, 24));
    expect(times).toEqual(times.slice().sort());
  });
});

type Received = { mail: ParsedMail; from: string; to: string[]; user?: string };

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    // Plain SMTP on localhost: no STARTTLS, whose self-signed certificate nodemailer would refuse.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    ...options,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            mail,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: session.user as string | undefined,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(resolve)));
  return { port: (server.server.address() as AddressInfo).port, received };
}

describe('createMailer with SMTP_URL', () => {
  it('delivers both parts over SMTP', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir: tempDir(), from });
    await mailer.send(welcome);

    expect(smtp.received).toHaveLength(1);
    const [{ mail, from: envelopeFrom, to }] = smtp.received;
    expect(envelopeFrom).toBe('no-reply@everafter.example');
    expect(to).toEqual(['ann@example.com']);
    expect(mail.subject).toBe('Welcome to Ever After');
    expect(mail.text).toContain('Hi <b>Ann</b> & Bo');
    expect(mail.html).toContain('Hi &lt;b&gt;Ann&lt;/b&gt; &amp; Bo');
  });

  it('signs in with the user and password of the URL', async () => {
    const smtp = await startSmtpServer({
      authOptional: false,
      // Plain-text AUTH is fine here: the connection never leaves the machine.
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer@everafter.example' && auth.password === 'p@ss word') return callback(null, { user: auth.username });
        callback(new Error('Invalid username or password'));
      },
    });
    const url = (password: string) => `smtp://${encodeURIComponent('mailer@everafter.example')}:${encodeURIComponent(password)}@127.0.0.1:${smtp.port}`;

    await createMailer({ smtpUrl: url('p@ss word'), outboxDir: tempDir(), from }).send(welcome);
    expect(smtp.received.map((message) => message.user)).toEqual(['mailer@everafter.example']);

    await expect(createMailer({ smtpUrl: url('wrong'), outboxDir: tempDir(), from }).send(welcome)).rejects.toThrow(/Invalid username or password/);
    expect(smtp.received).toHaveLength(1);
  });

  it('rejects when the server refuses the recipient, and writes nothing to the outbox', async () => {
    const smtp = await startSmtpServer({
      onRcptTo(address, _session, callback) {
        callback(address.address === 'nobody@example.com' ? Object.assign(new Error('No such user'), { responseCode: 550 }) : null);
      },
    });
    const outboxDir = tempDir();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir, from });

    await expect(mailer.send({ ...welcome, to: 'nobody@example.com' })).rejects.toThrow(/No such user/);
    expect(smtp.received).toHaveLength(0);
    expect(readdirSync(outboxDir)).toEqual([]);
  });
});
