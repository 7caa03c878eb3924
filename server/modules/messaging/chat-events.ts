import type { ChatEvent, ChatEventBus } from '../../kernel';
import { log } from '../../observability/log';

/**
 * Publishes after the change is stored: a bus that fails (Redis away) costs live delivery only, the
 * message is kept and reaches the client on its next resume or reload, so the request still succeeds.
 */
export async function publishChatEvent(bus: ChatEventBus, userIds: readonly number[], event: ChatEvent): Promise<void> {
  if (userIds.length === 0) return;
  try {
    await bus.publish(userIds, event);
  } catch (error) {
    log.warn({ err: error }, `chat event ${event.type} not published`);
  }
}
