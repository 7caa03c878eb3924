import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { privacyRequests } from '../../../db/schema/privacy';
import { maxAnswer, maxRefusalReason } from '../../../shared/privacy/privacy-requests';
import type { RequestContext } from '../../context';
import { blankIsAbsent, idField, parseInput, plainText, requireAdministrator } from '../../kernel';
import { listNotificationContacts } from '../accounts/internal';
import { recordAuditEvent } from '../audit/internal';
import { privacyRequestAlreadyDecided, privacyRequestNotFound } from './policy';
import { privacyRequestAnsweredEmail } from './privacy-emails';
import { privacyRequestOf, type PrivacyRequest } from './privacy-request-view';
import { log } from '../../observability/log';

const reasonRequired = 'Say why the request is refused: the person is sent the reason.';

const decided = { id: idField('There is no such request.'), answer: plainText('The answer', 1, maxAnswer) };

export const answerPrivacyRequestInput = z.discriminatedUnion(
  'decision',
  [
    z.object({ ...decided, decision: z.literal('answered') }),
    // APP 13.3: a refusal is given in writing, with its reason.
    z.object({ ...decided, decision: z.literal('refused'), reason: z.preprocess(blankIsAbsent, z.string({ error: reasonRequired }).pipe(plainText('The reason', 1, maxRefusalReason))) }),
  ],
  { error: 'Choose answered or refused.' },
);

/**
 * GraphQL answerPrivacyRequest(id, decision, answer, reason): an administrator answers an open
 * request, or refuses it with a written reason; audited, and the answer e-mailed to the person.
 */
export async function answerPrivacyRequest(ctx: RequestContext, input: unknown): Promise<PrivacyRequest> {
  const fields = parseInput(answerPrivacyRequestInput, input);
  const { id, decision, answer } = fields;
  const admin = requireAdministrator(ctx.viewer);
  const refusalReason = fields.decision === 'refused' ? fields.reason : null;
  const row = await ctx.db.transaction(async (db) => {
    const [open] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
    if (!open) throw privacyRequestNotFound();
    if (open.state !== 'open') throw privacyRequestAlreadyDecided();
    const [decided] = await db
      .update(privacyRequests)
      .set({ state: decision, answer, refusalReason, answeredAt: ctx.clock.now(), answeredBy: admin.id })
      .where(eq(privacyRequests.id, id))
      .returning();
    // The person's words and the answer stay with the request; the log keeps the decision and the reason.
    await recordAuditEvent(
      { ...ctx, db },
      { action: decision === 'refused' ? 'privacy_request.refuse' : 'privacy_request.answer', entityType: 'privacy_request', entityId: id, before: { state: 'open' }, after: { state: decision, kind: open.kind, userId: open.userId, dueOn: open.dueOn }, reason: refusalReason },
    );
    return decided;
  });
  const request = privacyRequestOf(row);
  const contact = row.userId === null ? undefined : (await listNotificationContacts(ctx, [row.userId])).get(row.userId);
  if (contact) {
    const mail = privacyRequestAnsweredEmail(ctx.settings['app.name'], contact, { ...request, answer }, `${ctx.publicUrl}/profile/privacy`);
    await ctx.mailer.send(mail).catch((error: unknown) => log.error({ err: error, requestId: ctx.requestId }, 'Privacy request e-mail not sent'));
  }
  return request;
}
