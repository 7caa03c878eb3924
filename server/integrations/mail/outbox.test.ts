import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { renderEmail } from './email-layout';
import { findOutboxPage, listOutbox, readOutboxMessage } from './outbox';

let root: string;
let outboxDir: string;
const startedAt = new Date();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ever-after-outbox-'));
  outboxDir = join(root, 'outbox');
  const mailer = createMailer({ outboxDir, from: 'Ever After <no-reply@localhost>' });
  const content = (n: number) =>
    renderEmail({
      appName: 'Ever After',
      heading: `Message ${n}`,
      paragraphs: ['Hello.'],
      action: { label: 'Open', url: `https://everafter.example/open/${n}?a=1&b=2` },
    });
  for (const n of [1, 2, 3]) {
    await mailer.send({ to: n === 2 ? 'Bo <bo@example.com>, cy@example.com' : 'ann@example.com', subject: `Message ${n}`, ...content(n) });
    // Apart by a few milliseconds, so their order is certain.
    await sleep(5);
  }
  await mailer.send({ to: 'text@example.com', subject: 'Text only', text: 'Go to https://everafter.example/a?b=1 now.', html: '' });
  // Not a message of ours: listed never, read never.
  writeFileSync(join(outboxDir, 'notes.txt'), 'x');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('listOutbox', () => {
  it('lists messages newest first with their recipients, subject and time', async () => {
    const entries = await listOutbox(outboxDir);
    expect(entries.map((entry) => entry.subject)).toEqual(['Text only', 'Message 3', 'Message 2', 'Message 1']);
    expect(entries[2].to).toEqual(['bo@example.com', 'cy@example.com']);
    expect(entries[1].to).toEqual(['ann@example.com']);
    for (const entry of entries) {
      expect(entry.date.getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
      expect(entry.date.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('pages with offset and limit', async () => {
    expect((await listOutbox(outboxDir, { offset: 1, limit: 2 })).map((entry) => entry.subject)).toEqual(['Message 3', 'Message 2']);
  });

  it('is empty before the first message made the folder', async () => {
    expect(await listOutbox(join(root, 'never-made'))).toEqual([]);
  });
});

describe('findOutboxPage', () => {
  it('counts the messages, turns the order round, and finds a recipient or a subject in any case', async () => {
    const subjects = async (options: Parameters<typeof findOutboxPage>[1]) => {
      const { entries, total } = await findOutboxPage(outboxDir, options);
      return { subjects: entries.map((entry) => entry.subject), total };
    };
    expect(await subjects({ limit: 2 })).toEqual({ subjects: ['Text only', 'Message 3'], total: 4 });
    expect(await subjects({ limit: 2, oldestFirst: true })).toEqual({ subjects: ['Message 1', 'Message 2'], total: 4 });
    expect(await subjects({ q: 'CY@EXAMPLE' })).toEqual({ subjects: ['Message 2'], total: 1 });
    expect(await subjects({ q: 'message', offset: 1, limit: 1 })).toEqual({ subjects: ['Message 2'], total: 3 });
    expect(await subjects({ q: 'nothing like it' })).toEqual({ subjects: [], total: 0 });
  });
});

describe('readOutboxMessage', () => {
  it('reads both parts and the links of the HTML part, entities decoded', async () => {
    const [, newest] = await listOutbox(outboxDir);
    const message = await readOutboxMessage(outboxDir, newest.file);
    expect(message).toMatchObject({ file: newest.file, subject: 'Message 3', to: ['ann@example.com'] });
    expect(message?.text).toContain('Open:\nhttps://everafter.example/open/3?a=1&b=2');
    expect(message?.html).toContain('<h1');
    expect(message?.links).toEqual(['https://everafter.example/open/3?a=1&b=2']);
  });

  it('takes the links from the text when there is no HTML part', async () => {
    const [textOnly] = await listOutbox(outboxDir);
    expect((await readOutboxMessage(outboxDir, textOnly.file))?.links).toEqual(['https://everafter.example/a?b=1']);
  });

  it('answers null for names that are not messages of the outbox', async () => {
    for (const name of ['notes.txt', '../outbox/notes.txt', '/etc/passwd', '2026-01-01T00-00-00-000Z-00000000.eml']) {
      expect(await readOutboxMessage(outboxDir, name), name).toBeNull();
    }
  });
});
