import { randomBytes } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { errorFeedback, errorReports } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError, blankIsAbsent } from '../../kernel';


export const errorFeedbackInput = z.object({
  /** The id the error screen showed; absent for an error that happened in the browser. */
  errorId: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .regex(/^[a-f0-9]{12,32}$/, 'There is no such error.')
      .optional(),
  ),
  /** The page the error happened on. */
  path: z.preprocess(blankIsAbsent, z.string().trim().max(500).default('/')),
  /** The browser's error message, for errors the server never saw. */
  message: z.preprocess(blankIsAbsent, z.string().trim().max(500).optional()),
  name: z.preprocess(blankIsAbsent, z.string().trim().max(100).optional()),
  email: z.preprocess(blankIsAbsent, z.string().trim().email('Please enter a valid e-mail address').max(200).optional()),
  comments: z.preprocess(
    (value) => value ?? '',
    z.string().trim().min(1, 'Please tell us what happened').max(2000, 'Please keep it under 2,000 characters'),
  ),
});

/** Feedback kept per error: enough to hear from everyone who met it, not enough to flood the table. */
const maxFeedbackPerError = 5;
/** How long after an error its feedback is taken. */
const feedbackWindowMs = 7 * 86_400_000;

/**
 * Stores what a visitor (anyone) wrote about an error, with the error's id and time. An id the
 * server recorded (in the last week) gets the feedback, five at most (then TOO_MANY_ATTEMPTS);
 * anything else (a browser-side error, an unknown id) is recorded as a new client error first.
 * Returns the id the feedback is filed under.
 */
export async function saveErrorFeedback(ctx: RequestContext, input: unknown): Promise<{ errorId: string }> {
  const feedback = parseInput(errorFeedbackInput, input);
  const now = ctx.clock.now();
  const recent = gt(errorReports.occurredAt, new Date(now.getTime() - feedbackWindowMs));
  return ctx.db.transaction(async (tx) => {
    const [known] = feedback.errorId
      ? await tx.select({ id: errorReports.id }).from(errorReports).where(and(eq(errorReports.id, feedback.errorId), recent))
      : [];
    let errorId = known?.id;
    if (errorId) {
      const [{ given }] = await tx.select({ given: count() }).from(errorFeedback).where(eq(errorFeedback.errorId, errorId));
      if (given >= maxFeedbackPerError) throw new RefusedError('Thank you: we already have feedback about this error.', 'TOO_MANY_ATTEMPTS');
    } else {
      errorId = randomBytes(6).toString('hex');
      await tx.insert(errorReports).values({ id: errorId, source: 'client', path: feedback.path, message: feedback.message || 'Error reported from the browser', occurredAt: now });
    }
    await tx.insert(errorFeedback).values({ errorId, name: feedback.name || null, email: feedback.email || null, comments: feedback.comments, createdAt: now });
    return { errorId };
  });
}
