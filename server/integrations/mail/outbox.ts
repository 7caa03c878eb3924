import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/**
 * The outbox: with no SMTP server, every message is a file `2026-11-23T09-15-02-481Z-5f0c9a1e.eml`
 * in DATA_DIR/outbox. The name holds the moment it was sent (to the millisecond, UTC), so names sort
 * by time, and a random part keeps them unique.
 */
const outboxName = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-[0-9a-f]{8}\.eml$/;

export function outboxFileName(date: Date): string {
  return `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

export type OutboxEntry = {
  /** The file's name in the outbox, the handle for readOutboxMessage. */
  file: string;
  /** Recipients' addresses. */
  to: string[];
  subject: string;
  /** When the message was sent. */
  date: Date;
};

export type OutboxMessage = OutboxEntry & {
  text: string;
  html: string;
  /** Where the message's links lead: the HTML part's hrefs, else the URLs in the text. */
  links: string[];
  /** Reply-To addresses. */
  replyTo: string[];
  /** Every header, by lower-case name, unfolded (the last one of a repeated name). */
  headers: Record<string, string>;
};

/** The outbox's messages, newest first (a page of them: `offset` and `limit`). */
export async function listOutbox(outboxDir: string, { offset = 0, limit = 50 } = {}): Promise<OutboxEntry[]> {
  return (await findOutboxPage(outboxDir, { offset, limit })).entries;
}

/** Messages read at once while searching: enough to keep the disk busy, few enough for memory. */
const searchBatch = 32;

/**
 * A page of the outbox (`offset`, `limit`), newest first unless `oldestFirst`, and how many
 * messages there are. With `q`, only those with it in a recipient's address or the subject (any
 * case): a search reads every message, which suits an outbox (a site without an SMTP server).
 */
export async function findOutboxPage(outboxDir: string, { offset = 0, limit = 50, oldestFirst = false, q }: { offset?: number; limit?: number; oldestFirst?: boolean; q?: string }): Promise<{ entries: OutboxEntry[]; total: number }> {
  const files = (await outboxFiles(outboxDir)).sort();
  if (!oldestFirst) files.reverse();
  const read = (file: string) => parse(outboxDir, file).then((mail) => entry(file, mail));
  if (!q) return { entries: await Promise.all(files.slice(offset, offset + limit).map(read)), total: files.length };
  const needle = q.toLowerCase();
  const matches: OutboxEntry[] = [];
  for (let start = 0; start < files.length; start += searchBatch) {
    const entries = await Promise.all(files.slice(start, start + searchBatch).map(read));
    matches.push(...entries.filter((found) => found.subject.toLowerCase().includes(needle) || found.to.some((address) => address.toLowerCase().includes(needle))));
  }
  return { entries: matches.slice(offset, offset + limit), total: matches.length };
}

/** One message with both parts and its links; null for a name that is not a message in the outbox. */
export async function readOutboxMessage(outboxDir: string, file: string): Promise<OutboxMessage | null> {
  // The name may come from a URL: only outbox names, so no path reaches outside the folder.
  if (!outboxName.test(file)) return null;
  let mail: ParsedMail;
  try {
    mail = await parse(outboxDir, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const html = mail.html || '';
  const text = mail.text ?? '';
  const headers = Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()]));
  return { ...entry(file, mail), text, html, links: html ? hrefs(html) : urls(text), replyTo: addresses(mail.replyTo), headers };
}

async function outboxFiles(outboxDir: string): Promise<string[]> {
  try {
    return (await readdir(outboxDir)).filter((name) => outboxName.test(name));
  } catch (error) {
    // No message sent yet: the folder is made with the first one.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function parse(outboxDir: string, file: string): Promise<ParsedMail> {
  return simpleParser(await readFile(join(outboxDir, file)), { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
}

function entry(file: string, mail: ParsedMail): OutboxEntry {
  const [, day, hours, minutes, seconds, millis] = outboxName.exec(file)!;
  return {
    file,
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    date: new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`),
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const mailboxes = [field ?? []].flat().flatMap((object) => object.value);
  return mailboxes.flatMap((mailbox) => mailbox.group ?? [mailbox]).flatMap((mailbox) => mailbox.address ?? []);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function hrefs(html: string): string[] {
  const values = [...html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) => match[1] ?? match[2]);
  return unique(values.map(decodeEntities));
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });
}

function urls(text: string): string[] {
  return unique(text.match(/https?:\/\/[^\s<>"]+/g) ?? []);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
