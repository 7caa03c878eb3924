import type { Job } from '../../kernel';
import { sendChatNotifications } from './send-chat-notifications';

/**
 * The chat's e-mails about unread messages (sendChatNotifications), every 30 s: its context's mailer
 * sends them and its publicUrl is the origin of their links (set PUBLIC_URL in production).
 */
export const chatNotifications: Job = {
  name: 'chat-notifications',
  everyMs: 30_000,
  firstRunAfterMs: 30_000,
  leaseMs: 5 * 60_000,
  run: sendChatNotifications,
};
