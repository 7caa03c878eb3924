import { z } from 'zod';
import { maxMessageLength } from '../../../shared/messaging/limits';
import { idField } from '../../kernel';

/** A message id (the SSE stream's ids, a history page's start): identity values, bigint. */
export function messageIdField(message: string) {
  return z.unknown().transform((value, context) => {
    const id = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(id) || id < 0) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}

/**
 * A field spec §7's clients may leave out: absent, null and '' all mean "not given" (the old
 * provider's clients send each of them).
 */
export function optionalField<Field extends z.ZodType>(field: Field) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), field.optional());
}

export const conversationIdField = idField('conversation_id must be a conversation id.');
export const serviceIdField = idField('service_id must be a service id.');
export const userIdField = (name: string) => idField(`${name} must be a user id.`);

const tooLong = `Message must be at most ${maxMessageLength.toLocaleString('en-AU')} characters.`;

/**
 * A chat message: plain text (HTML stays as typed and is shown escaped), line breaks as \n, NUL
 * characters dropped (PostgreSQL text cannot hold them), trimmed; blank is refused (spec §5), and
 * so is more than 5,000 characters counted as code points, like the table's check. Longer input is
 * refused before it is counted or copied.
 */
export const messageTextField = z
  .string({ error: 'Message must be text.' })
  .max(4 * maxMessageLength, { error: tooLong, abort: true })
  .transform((text) => text.replace(/\r\n?/g, '\n').replaceAll('\u0000', '').trim())
  .refine((text) => text.length > 0, { error: 'Message cannot be empty.', abort: true })
  // 5,000 code points fit in 10,000 UTF-16 units: shorter strings need no counting.
  .refine((text) => text.length <= maxMessageLength || (text.length <= 2 * maxMessageLength && [...text].length <= maxMessageLength), { error: tooLong });
