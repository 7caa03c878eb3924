import { setTimeout as sleep } from 'node:timers/promises';
import { listOutbox, readOutboxMessage, type OutboxMessage } from '../../server/integrations/mail/outbox';

export type WaitForMailOptions = {
  /** Only messages sent at or after this moment (before the click that sends the mail, say). */
  since?: Date;
  timeoutMs?: number;
  /** Only messages with this subject (another job may write to the same person meanwhile). */
  subject?: string;
};

/**
 * Polls the outbox until a message to `address` arrives and answers the newest one: its subject,
 * text, HTML and links. Fails with the outbox's latest subjects when none comes in time.
 */
export async function waitForMail(outboxDir: string, address: string, { since = new Date(0), timeoutMs = 10_000, subject }: WaitForMailOptions = {}): Promise<OutboxMessage> {
  const wanted = address.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entries = await listOutbox(outboxDir, { limit: 100 });
    const newest = entries.find((entry) => entry.date >= since && entry.to.some((to) => to.toLowerCase() === wanted) && (subject === undefined || entry.subject === subject));
    const message = newest && (await readOutboxMessage(outboxDir, newest.file));
    if (message) return message;
    if (Date.now() > deadline) {
      const latest = entries.slice(0, 5).map((entry) => `${entry.to.join(', ')}: ${entry.subject}`);
      throw new Error(`No e-mail to ${address} in ${outboxDir} within ${timeoutMs} ms (latest: ${latest.join(' | ') || 'none'})`);
    }
    await sleep(100);
  }
}
