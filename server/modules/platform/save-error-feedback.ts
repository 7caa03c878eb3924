import { randomBytes } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { errorFeedback, errorReports } from '../../../db/schema/platform';

export const errorFeedbackInput = z.object({
  /** The id the error screen showed; absent for an error that happened in the browser. */
  errorId: z
    .string()
    .regex(/^[a-f0-9]{12,32}$/)
    .optional(),
  path: z.string().trim().min(1).max(500),
  /** The browser's error message, for errors the server never saw. */
  message: z.string().trim().max(500).optional(),
  name: z.string().trim().max(100).optional(),
  email: z.union([z.literal(''), z.string().trim().email('Please enter a valid e-mail address').max(200)]).optional(),
  comments: z.string().trim().min(1, 'Please tell us what happened').max(2000, 'Please keep it under 2,000 characters'),
});

/** Feedback kept per error: enough to hear from everyone who met it, not enough to flood the table. */
const maxFeedbackPerError = 5;
/** How long after an error its feedback is taken. */
const feedbackWindowMs = 7 * 86_400_000;

export class FeedbackLimitError extends Error {
  readonly code = 'FEEDBACK_LIMIT';
  constructor() {
    super('Thank you: we already have feedback about this error.');
  }
}

/**
 * Stores what a visitor wrote about an error, with the error's id and time. An id the server
 * recorded (in the last week) gets the feedback; anything else (a browser-side error, an unknown
 * id) is recorded as a new client error first. Returns the id the feedback is filed under.
 */
export async function saveErrorFeedback(db: Database, input: z.input<typeof errorFeedbackInput>): Promise<{ errorId: string }> {
  const feedback = errorFeedbackInput.parse(input);
  const recent = gt(errorReports.occurredAt, new Date(Date.now() - feedbackWindowMs));
  const [known] = feedback.errorId
    ? await db.select({ id: errorReports.id }).from(errorReports).where(and(eq(errorReports.id, feedback.errorId), recent))
    : [];
  let errorId = known?.id;
  if (errorId) {
    const [{ given }] = await db.select({ given: count() }).from(errorFeedback).where(eq(errorFeedback.errorId, errorId));
    if (given >= maxFeedbackPerError) throw new FeedbackLimitError();
  } else {
    errorId = randomBytes(6).toString('hex');
    await db.insert(errorReports).values({ id: errorId, source: 'client', path: feedback.path, message: feedback.message || 'Error reported from the browser' });
  }
  await db.insert(errorFeedback).values({ errorId, name: feedback.name || null, email: feedback.email || null, comments: feedback.comments });
  return { errorId };
}
