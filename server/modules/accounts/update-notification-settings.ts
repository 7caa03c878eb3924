import type { RequestContext } from '../../context';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import { maxMessageNotifyFrequency } from '../../../shared/accounts/message-notify-frequency';
import { authorizeAccountChange } from './policy';
import { loadViewer, type Viewer } from './viewer';

// Spec §7 sends these as integers: 0 or 1 for the two choices, 0–2 for the messages frequency.
const choice = (label: string, max: number) => {
  const message = `${label} must be a whole number from 0 to ${max}`;
  return z.number({ error: message }).int(message).min(0, message).max(max, message).optional();
};

const notificationSettingsInput = z.object({
  newsletter_notify: choice('Newsletter', 1),
  updates_notify: choice('Updates', 1),
  messages_notify_frequently: choice('Messages frequency', maxMessageNotifyFrequency),
});

/** The profile's Notifications (spec §7 updateUser(id, newsletter_notify, updates_notify, messages_notify_frequently)). */
export async function updateNotificationSettings(context: Pick<RequestContext, 'db' | 'viewer'>, input: unknown): Promise<Viewer> {
  const { userId } = await authorizeAccountChange(context, input);
  const fields = notificationSettingsInput.parse(input);
  const asFlag = (value: number | undefined) => (value === undefined ? undefined : value === 1);
  await context.db
    .update(users)
    .set({
      newsletterNotify: asFlag(fields.newsletter_notify),
      updatesNotify: asFlag(fields.updates_notify),
      messagesNotifyFrequently: fields.messages_notify_frequently,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return (await loadViewer(context.db, userId))!;
}
