import type { Database } from '../../../db/client';
import { errorReports } from '../../../db/schema/platform';

/**
 * Logs an error the server met while answering a request, under the request's id (the id the error
 * screen shows), and keeps it in error_reports for the admin area and for the visitor's feedback.
 * Never throws: a failing database is logged too, beside the error itself.
 */
export async function recordServerError(db: Database, { id, path, error }: { id: string; path: string; error: unknown }): Promise<void> {
  console.error(`[ever-after] error ${id} on ${path}:`, error);
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? (error.stack ?? null) : null;
  try {
    // One report per request: a second error of the same request is in the log only.
    await db
      .insert(errorReports)
      .values({ id, source: 'server', path: path.slice(0, 500), message: message.slice(0, 2000), stack: stack?.slice(0, 8000) ?? null })
      .onConflictDoNothing();
  } catch (storeError) {
    console.error(`[ever-after] error ${id} could not be stored:`, storeError);
  }
}
