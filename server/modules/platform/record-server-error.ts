import { errorReports } from '../../../db/schema/platform';
import type { RequestContext } from '../../context';

/**
 * Logs an error the server met while answering a request, under the request's id (the id the error
 * screen shows), and keeps it in error_reports for the admin area and for the visitor's feedback.
 * The error is the server's own value, not a client's: it takes it typed. Never throws: a failing
 * database is logged too, beside the error itself.
 */
export async function recordServerError(ctx: Pick<RequestContext, 'db' | 'requestId'>, { path, error }: { path: string; error: unknown }): Promise<void> {
  const id = ctx.requestId;
  console.error(`[ever-after] error ${id} on ${path}:`, error);
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? (error.stack ?? null) : null;
  try {
    // One report per request: a second error of the same request is in the log only.
    await ctx.db
      .insert(errorReports)
      .values({ id, source: 'server', path: path.slice(0, 500), message: message.slice(0, 2000), stack: stack?.slice(0, 8000) ?? null })
      .onConflictDoNothing();
  } catch (storeError) {
    console.error(`[ever-after] error ${id} could not be stored:`, storeError);
  }
}
