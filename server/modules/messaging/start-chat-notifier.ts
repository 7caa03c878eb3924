import type { Database } from '../../../db/client';
import type { Mailer } from '../../integrations/mail/create-mailer';
import { getSettings } from '../platform/get-settings';
import { sendChatNotifications } from './send-chat-notifications';

export type ChatNotifierOptions = {
  db: Database;
  mailer: Mailer;
  env?: NodeJS.ProcessEnv;
  /** The origin of the links in the e-mails (PUBLIC_URL). */
  publicUrl: string;
  intervalMs?: number;
};

/**
 * Runs the chat's e-mail job in this process every 30 s (every instance may: rows are claimed
 * atomically). Runs never overlap in one process; a failed run is logged and the next one tries again.
 */
export function startChatNotifier({ db, mailer, env = process.env, publicUrl, intervalMs = 30_000 }: ChatNotifierOptions): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = (async () => {
      try {
        await sendChatNotifications({ db, mailer, settings: await getSettings(db, env), publicUrl });
      } catch (error) {
        console.error('[ever-after] chat e-mail job failed:', error);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
