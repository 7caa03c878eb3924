import { z } from 'zod';
import { maxEnquiryGuests, maxEnquiryLength, maxEnquiryServices } from '../../../shared/messaging/limits';
import type { RequestContext } from '../../context';
import { requireSignedIn, idField, InvalidInputError, parseInput, RefusedError } from '../../kernel';
import { listServiceLinks } from '../catalog';
import { startConversation } from './start-conversation';

const selectServices = 'Select the services to enquire about.';

/** A form field left empty is not given; every field is bounded before it is read. */
const optionalText = z
  .string()
  .max(100)
  .optional()
  .transform((value) => value?.trim() || undefined);

export const sendEnquiryInput = z.object({
  /** The selected services: one form field per service (one value, or a list of them). */
  serviceIds: z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z
      .array(idField(selectServices), { error: selectServices })
      .min(1, { error: selectServices })
      .max(maxEnquiryServices, { error: `An enquiry goes to at most ${maxEnquiryServices} vendors at once.` }),
  ),
  date: optionalText.pipe(z.iso.date({ error: 'Enter the date as a calendar date.' }).optional()),
  guests: optionalText.pipe(
    z.coerce.number<string>({ error: 'Guests must be a number.' }).int({ error: 'Guests must be a whole number.' }).min(1).max(maxEnquiryGuests).optional(),
  ),
  budget: optionalText.pipe(z.coerce.number<string>({ error: 'Budget must be a number.' }).min(0).max(10_000_000).optional()),
  message: z
    .string({ error: 'Message is required' })
    .max(4 * maxEnquiryLength, { error: `Message must be at most ${maxEnquiryLength.toLocaleString('en-AU')} characters.`, abort: true })
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, { error: 'Message is required', abort: true })
    .refine((text) => text.length <= maxEnquiryLength, { error: `Message must be at most ${maxEnquiryLength.toLocaleString('en-AU')} characters.` }),
});

export type EnquiryResult = {
  sent: { serviceId: number; conversationId: number }[];
  failed: { serviceId: number; name: string; reason: string }[];
};

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The input as `read` parses it, or its refusal with the selection's messages on the form as a whole too. */
function withSelectionOnForm<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    const selection = Object.entries(error.fields).flatMap(([field, messages]) => (field.split('.')[0] === 'serviceIds' ? messages : []));
    if (selection.length === 0) throw error;
    throw new InvalidInputError({ ...error.fields, form: [...new Set(selection)] });
  }
}

/** The message each vendor reads: the couple's words, then the facts they gave. */
function composeEnquiry({ message, date, guests, budget }: z.output<typeof sendEnquiryInput>): string {
  const facts = [
    date && `Wedding date: ${longDate.format(new Date(`${date}T00:00:00Z`))}`,
    guests !== undefined && `Guests: ${guests}`,
    budget !== undefined && `Budget: $${budget.toLocaleString('en-AU', { maximumFractionDigits: 0 })}`,
  ].filter(Boolean);
  return facts.length > 0 ? `${message}\n\n${facts.join('\n')}` : message;
}

/**
 * Beyond the spec: one enquiry from the wishlist to the vendors of several services. Each service
 * gets the same message in the couple's conversation about it (started when there is none), through
 * the same use case as Contact, so its checks and limits apply to each. A service that cannot take it
 * (unclaimed, the couple's own, a limit reached) is reported by name; the others are still sent.
 * A refused selection is told on the form as a whole too (`form`), where the dialog shows it.
 */
export async function sendEnquiry(ctx: RequestContext, input: unknown): Promise<EnquiryResult> {
  const enquiry = withSelectionOnForm(() => parseInput(sendEnquiryInput, input));
  requireSignedIn(ctx.viewer);
  const text = composeEnquiry(enquiry);
  const serviceIds = [...new Set(enquiry.serviceIds)];
  const links = await listServiceLinks(ctx, { serviceIds, publicOnly: true });
  const result: EnquiryResult = { sent: [], failed: [] };
  for (const serviceId of serviceIds) {
    const name = links.get(serviceId)?.name ?? `Service ${serviceId}`;
    try {
      const started = await startConversation(ctx, { serviceId, message: text });
      result.sent.push({ serviceId, conversationId: started.conversationId });
    } catch (error) {
      if (!(error instanceof RefusedError || error instanceof InvalidInputError)) throw error;
      const reason = error instanceof InvalidInputError ? Object.values(error.fields).flat().join(' ') : error.message;
      result.failed.push({ serviceId, name, reason });
    }
  }
  return result;
}
