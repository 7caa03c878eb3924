import type { RequestContext } from '../../context';
import { getSettings } from '../platform';
import { sendChatNotifications } from './send-chat-notifications';

/**
 * Runs the chat's e-mail job in this process every 30 s (every instance may: rows are claimed
 * atomically), with `ctx`, a system context (`systemContext({ db, mailer, publicUrl, … })`: its
 * mailer, the origin of the e-mails' links, its clock). The settings are read again for each run, so
 * a changed site name reaches the next e-mail. Runs never overlap in one process; a failed run is
 * logged and the next one tries again.
 */
export function startChatNotifier(ctx: RequestContext, { intervalMs = 30_000 }: { intervalMs?: number } = {}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = (async () => {
      try {
        await sendChatNotifications({ ...ctx, settings: await getSettings(ctx.db) });
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
