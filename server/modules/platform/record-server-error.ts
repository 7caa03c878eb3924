import { z } from 'zod';
import { errorReports } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { log } from '../../observability/log';

export const serverErrorInput = z.object({
  /** Where it happened: a request's path, or `job:<name>`. Cut to what the report keeps, never refused: recording must not fail. */
  path: z
    .string()
    .max(500)
    .catch(({ value }) => String(value).slice(0, 500)),
  error: z.unknown(),
});

/**
 * Logs an error the server met while answering a request, under the request's id (the id the error
 * screen shows), and keeps it in error_reports for the admin area and for the visitor's feedback.
 * Anyone's request may meet one. Never throws: a failing database is logged too, beside the error
 * itself.
 */
export async function recordServerError(ctx: RequestContext, input: unknown): Promise<void> {
  const { path, error } = parseInput(serverErrorInput, input);
  const id = ctx.requestId;
  log.error({ err: error, requestId: id, path }, 'server error');
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? (error.stack ?? null) : null;
  try {
    // One report per request: a second error of the same request is in the log only.
    await ctx.db
      .insert(errorReports)
      .values({ id, source: 'server', path, message: message.slice(0, 2000), stack: stack?.slice(0, 8000) ?? null })
      .onConflictDoNothing();
  } catch (storeError) {
    log.error({ err: storeError, requestId: id }, 'server error not stored');
  }
}
