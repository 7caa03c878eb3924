import { z } from 'zod';
import type { Viewer } from '../accounts/viewer';
import { systemContext } from '../../context';
import { listServiceLinks } from '../catalog';
import { fieldErrorsOf, InvalidInputError, RefusedError } from '../platform/errors';
import type { ChatContext } from './chat-events';
import { requireSignedIn } from './policy';
import { startConversation } from './start-conversation';

/** Vendors one enquiry may go to (the wishlist's selection). */
export const maxEnquiryServices = 12;
const maxEnquiryText = 4000;

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

export const sendEnquiryInput = z.object({
  serviceIds: z
    .array(z.coerce.number().int().positive(), { error: 'Select the services to enquire about.' })
    .min(1, { error: 'Select the services to enquire about.' })
    .max(maxEnquiryServices, { error: `An enquiry goes to at most ${maxEnquiryServices} vendors at once.` }),
  date: optionalText.pipe(z.iso.date({ error: 'Enter the date as a calendar date.' }).optional()),
  guests: optionalText.pipe(z.coerce.number<string>({ error: 'Guests must be a number.' }).int({ error: 'Guests must be a whole number.' }).min(1).max(5000).optional()),
  budget: optionalText.pipe(z.coerce.number<string>({ error: 'Budget must be a number.' }).min(0).max(10_000_000).optional()),
  message: z
    .string({ error: 'Message is required' })
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, { error: 'Message is required', abort: true })
    .refine((text) => text.length <= maxEnquiryText, { error: `Message must be at most ${maxEnquiryText.toLocaleString('en-AU')} characters.` }),
});

export type SendEnquiryInput = z.input<typeof sendEnquiryInput>;

export type EnquiryResult = {
  sent: { serviceId: number; conversationId: number }[];
  failed: { serviceId: number; name: string; reason: string }[];
};

/** The enquiry dialog's fields, as the form posts them. */
export function readEnquiryForm(form: FormData): SendEnquiryInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    serviceIds: form.getAll('service').map(String),
    date: text('date'),
    guests: text('guests'),
    budget: text('budget'),
    message: text('message') ?? '',
  };
}

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

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
 */
export async function sendEnquiry(context: ChatContext, viewer: Viewer | null, input: SendEnquiryInput): Promise<EnquiryResult> {
  requireSignedIn(viewer);
  const parsed = sendEnquiryInput.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error);
    throw new InvalidInputError({ ...fields, ...(fields.serviceIds ? { form: fields.serviceIds } : {}) });
  }
  const text = composeEnquiry(parsed.data);
  const serviceIds = [...new Set(parsed.data.serviceIds)];
  const links = await listServiceLinks(systemContext({ db: context.db }), { serviceIds });
  const result: EnquiryResult = { sent: [], failed: [] };
  for (const serviceId of serviceIds) {
    const name = links.get(serviceId)?.name ?? `Service ${serviceId}`;
    try {
      const started = await startConversation({ ...context, viewer }, { serviceId, message: text });
      result.sent.push({ serviceId, conversationId: started.conversationId });
    } catch (error) {
      if (!(error instanceof RefusedError || error instanceof InvalidInputError)) throw error;
      const reason = error instanceof InvalidInputError ? Object.values(error.fields).flat().join(' ') : error.message;
      result.failed.push({ serviceId, name, reason });
    }
  }
  return result;
}
