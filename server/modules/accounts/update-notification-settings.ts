import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { maxMessageNotifyFrequency } from '../../../shared/accounts/message-notify-frequency';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, wholeNumberField } from '../../kernel';
import { accountIdField } from './input-fields';
import { authorizeAccountChange } from './policy';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';

// Spec §7 sends these as integers (a form as their digits): 0 or 1 for the two choices, 0–2 for
// the messages frequency. Left out, a setting keeps its value.
const choice = (label: string, max: number) => wholeNumberField(0, max, `${label} must be a whole number from 0 to ${max}`).optional();

export const notificationSettingsInput = z.object({
  id: accountIdField,
  newsletterNotify: choice('Newsletter', 1),
  updatesNotify: choice('Updates', 1),
  messagesNotifyFrequently: choice('Messages frequency', maxMessageNotifyFrequency),
});

/** The profile's Notifications (spec §7 updateUser(id, newsletter_notify, updates_notify, messages_notify_frequently)). */
export async function updateNotificationSettings(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { id, ...fields } = parseInput(notificationSettingsInput, input);
  await authorizeAccountChange(ctx, id);
  const asFlag = (value: number | undefined) => (value === undefined ? undefined : value === 1);
  await ctx.db
    .update(users)
    .set({
      newsletterNotify: asFlag(fields.newsletterNotify),
      updatesNotify: asFlag(fields.updatesNotify),
      messagesNotifyFrequently: fields.messagesNotifyFrequently,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, id));
  return (await loadViewer(ctx.db, id))!;
}
