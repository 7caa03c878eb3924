import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { quickReplyHours } from '../../../shared/messaging/quick-reply-hours';

/**
 * The median hours to a vendor's first reply over each listing's last 10 enquiries, for the
 * conversations `which` selects (a condition on conversations `c`). An enquiry still unanswered
 * after a day counts as a slow reply (the vendor's auto-reply is no reply; a decline is one); one younger than a day is left out, so a vendor who never
 * answers has no fast median. Listings without an enquiry to count are absent.
 */
export async function medianReplyHours(db: Database, which: SQL, now: Date): Promise<Map<number, number>> {
  const dayAgo = new Date(now.getTime() - quickReplyHours * 60 * 60 * 1000).toISOString();
  const never = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000).toISOString();
  const result = (await db.execute(sql`
    with timed as (
      select c.service_id,
        extract(epoch from coalesce(
          (select min(m.created_at) from chat_messages m where m.conversation_id = c.id and m.sender_id = c.vendor_id and m.kind <> 'auto_reply'),
          ${never}::timestamptz) - c.created_at) / 3600 as hours,
        row_number() over (partition by c.service_id order by c.created_at desc) as n
      from conversations c
      where ${which} and not c.vendor_spam
        and (c.created_at < ${dayAgo}::timestamptz
          or exists (select 1 from chat_messages m where m.conversation_id = c.id and m.sender_id = c.vendor_id and m.kind <> 'auto_reply'))
    )
    select service_id::int as service_id, (percentile_cont(0.5) within group (order by hours))::float8 as hours
    from timed where n <= 10 group by service_id`)) as unknown as { rows: { service_id: number; hours: number }[] };
  const rows = result.rows;
  return new Map(rows.map((row) => [row.service_id, Number(row.hours)]));
}
