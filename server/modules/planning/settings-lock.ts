import { sql } from 'drizzle-orm';

/** Locks the couple's settings row for the transaction: counts checked under it cannot race (the row exists once the checklist or budget was read). */
export const sqlLock = (coupleId: number) => sql`select 1 from planning_settings where couple_id = ${coupleId} for update`;
