import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import { contactMessages } from '../../../db/schema/contact';
import type { RateLimitRule } from '../../integrations/rate-limit/rate-limiter';
import type { RequestContext } from '../../context';
import { emailField } from '../accounts/input-fields';
import { emailTakenMessage } from '../accounts/register-user';
import { addressKey, throttle } from '../accounts/throttle';
import { roleOf } from '../accounts/policy';
import type { Viewer } from '../accounts/viewer';
import { InvalidInputError } from '../platform/errors';
import { verifyBotCheck } from '../bot-check';
import { contactMessageEmail } from './contact-emails';
import { categoriesForRole, messageCategories, visitorRoles, type MessageCategory, type SenderRole } from './message-categories';

const categoryKeys = Object.keys(messageCategories) as [MessageCategory, ...MessageCategory[]];

const messageInput = z.object({
  content: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000, 'Message may be at most 5,000 characters'),
  category: z.enum(categoryKeys, { error: 'Please choose a category' }),
  /** The bot check's solution: visitors only. */
  altcha: z.string().max(10_000).nullish(),
});

/** Who a visitor is; a signed-in person's come from their account. */
const senderInput = z.object({
  user_name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name may be at most 100 characters'),
  user_email: emailField,
  user_role: z.enum(visitorRoles, { error: 'Please choose who you are' }),
});

const visitorMessageInput = messageInput.extend(senderInput.shape);

/** Enough for a person with several questions; a flood from one address stops here. */
export const contactPerAddress: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };

export type CreateMessageContext = RequestContext;

/**
 * Spec §7 createMessage: stores a contact-form message and e-mails it to the site's contact
 * address (app.contact_email), with Reply-To the sender. A visitor names themselves and passes the
 * bot check (spent only once the input is valid); an address that has an account is answered
 * per field with "already been taken", which the form turns into its sign-in (spec §8). A
 * signed-in person writes as their account, with its role, and needs no bot check.
 */
export async function createMessage(context: CreateMessageContext, input: unknown): Promise<number> {
  const { db, viewer } = context;
  const { content, category, altcha, sender } = readMessage(viewer, input);
  if (!(category in categoriesForRole(sender.role))) throw new InvalidInputError({ category: ['Please choose one of the listed categories'] });

  await throttle(context.rateLimiter, [{ key: addressKey('contact', context.clientAddress), rule: contactPerAddress }]);
  if (!viewer) {
    await verifyBotCheck(context, { altcha });
    const [account] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${sender.email})`);
    if (account) throw new InvalidInputError({ user_email: [emailTakenMessage] });
  }

  const [message] = await db
    .insert(contactMessages)
    .values({ content, category, userName: sender.name, userEmail: sender.email, userRole: sender.role, userId: viewer?.id ?? null })
    .returning({ id: contactMessages.id });
  // The message is kept either way: the team finds it even when the notification fails.
  await context.mailer
    .send(contactMessageEmail(context.settings, { id: message.id, category, content, sender }))
    .catch((error: unknown) => console.error('Contact message e-mail not sent:', error));
  return message.id;
}

/** A signed-in person writes as their account: its name, address and role. */
export function accountSender(viewer: Viewer): { name: string; email: string; role: SenderRole } {
  return { name: [viewer.firstName, viewer.lastName].filter(Boolean).join(' '), email: viewer.email, role: roleOf(viewer) };
}

/** The input, validated, with the sender: the visitor's own words, or the signed-in account. */
function readMessage(viewer: Viewer | null, input: unknown) {
  if (viewer) return { ...messageInput.parse(input), sender: accountSender(viewer) };
  const { user_name, user_email, user_role, ...fields } = visitorMessageInput.parse(input);
  return { ...fields, sender: { name: user_name, email: user_email, role: user_role } };
}
