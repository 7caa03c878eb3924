import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/integrations/mail/create-mailer';
import { renderEmail } from '../../server/integrations/mail/email-layout';
import { waitForMail } from '../setup/outbox';

const outboxDir = join(mkdtempSync(join(tmpdir(), 'ever-after-wait-for-mail-')), 'outbox');
afterAll(() => rmSync(join(outboxDir, '..'), { recursive: true, force: true }));
const mailer = createMailer({ outboxDir, from: 'Ever After <no-reply@localhost>' });
const send = (to: string, subject: string, url: string) =>
  mailer.send({ to, subject, ...renderEmail({ appName: 'Ever After', heading: subject, paragraphs: ['Hello.'], action: { label: 'Open', url } }) });

describe('waitForMail', () => {
  it('waits for the newest message to an address and answers its parts and links', async () => {
    await send('ann@example.com', 'First', 'https://everafter.example/first');
    const since = new Date();
    setTimeout(() => void send('Ann <ANN@example.com>', 'Second', 'https://everafter.example/second?a=1&b=2'), 300);
    setTimeout(() => void send('bo@example.com', 'For Bo', 'https://everafter.example/bo'), 600);

    const mail = await waitForMail(outboxDir, 'ann@example.com', { since });
    expect(mail.subject).toBe('Second');
    expect(mail.text).toContain('Hello.');
    expect(mail.html).toContain('<h1');
    expect(mail.links).toEqual(['https://everafter.example/second?a=1&b=2']);
    await sleep(400);
    expect((await waitForMail(outboxDir, 'ann@example.com')).subject).toBe('Second');
  });

  it('fails in time, naming what the outbox holds', async () => {
    await expect(waitForMail(outboxDir, 'nobody@example.com', { timeoutMs: 300 })).rejects.toThrow(/No e-mail to nobody@example.com .* within 300 ms \(latest: bo@example.com: For Bo \| ANN@example.com: Second/);
  });
});
