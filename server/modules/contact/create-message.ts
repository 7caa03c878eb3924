import { z } from 'zod';
import { contactMessages } from '../../../db/schema/contact';
import { visitorRoles } from '../../../shared/contact/visitor-roles';
import type { RateLimitRule } from '../../integrations/rate-limit/rate-limiter';
import type { RequestContext } from '../../context';
import { addressKey, emailField, throttle, InvalidInputError, parseInput } from '../../kernel';
import { isEmailRegistered } from '../accounts';
import { emailTakenMessage } from '../accounts/internal';
import { verifyBotCheck } from '../bot-check';
import { accountSender } from './account-sender';
import { contactMessageEmail } from './contact-emails';
import { categoriesForRole, messageCategories, type MessageCategory } from './message-categories';
import { log } from '../../observability/log';

const categoryKeys = Object.keys(messageCategories) as [MessageCategory, ...MessageCategory[]];

const messageInput = z.object({
  content: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000, 'Message may be at most 5,000 characters'),
  category: z.enum(categoryKeys, { error: 'Please choose a category' }),
  /** The bot check's solution: visitors only. */
  altcha: z.string().max(10_000).nullish(),
});

/** Who a visitor is; a signed-in person's come from their account. */
const senderInput = z.object({
  userName: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name may be at most 100 characters'),
  userEmail: emailField,
  userRole: z.enum(visitorRoles, { error: 'Please choose who you are' }),
});

/** A visitor's message: the message and who they are. A signed-in person's is `messageInput` alone. */
export const createMessageInput = messageInput.extend(senderInput.shape);

/** Enough for a person with several questions; a flood from one address stops here. */
export const contactPerAddress: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };

/**
 * Spec §7 createMessage: stores a contact-form message and e-mails it to the site's contact
 * address (app.contact_email), with Reply-To the sender. A visitor names themselves and passes the
 * bot check (spent only once the input is valid); an address that has an account is answered
 * per field with "already been taken", which the form turns into its sign-in (spec §8). A
 * signed-in person writes as their account, with its role, and needs no bot check.
 */
export async function createMessage(ctx: RequestContext, input: unknown): Promise<number> {
  const { db, viewer } = ctx;
  const { content, category, altcha, sender } = viewer
    ? { ...parseInput(messageInput, input), sender: accountSender(viewer) }
    : visitorMessage(parseInput(createMessageInput, input));
  if (!(category in categoriesForRole(sender.role))) throw new InvalidInputError({ category: ['Please choose one of the listed categories'] });

  await throttle(ctx.rateLimiter, [{ key: addressKey('contact', ctx.clientAddress), rule: contactPerAddress }]);
  if (!viewer) {
    await verifyBotCheck(ctx, { altcha });
    if (await isEmailRegistered(ctx, { email: sender.email })) throw new InvalidInputError({ userEmail: [emailTakenMessage] });
  }

  // One row: the statement is its own transaction.
  const [message] = await db
    .insert(contactMessages)
    .values({ content, category, userName: sender.name, userEmail: sender.email, userRole: sender.role, userId: viewer?.id ?? null })
    .returning({ id: contactMessages.id });
  // The message is kept either way: the team finds it even when the notification fails.
  await ctx.mailer
    .send(contactMessageEmail(ctx.settings, { id: message.id, category, content, sender }))
    .catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Contact message e-mail not sent'));
  return message.id;
}

/** A visitor's message with its sender: who they say they are. */
function visitorMessage({ userName, userEmail, userRole, ...fields }: z.output<typeof createMessageInput>) {
  return { ...fields, sender: { name: userName, email: userEmail, role: userRole } };
}
