import type { Database } from '../../../db/client';
import type { Viewer } from '../accounts/viewer';
import { requireSignedIn } from './policy';
import { listUnreadCounts } from './unread-counts';

export type UnreadMessages = {
  /** The header's badge: every unread message of the viewer. */
  count: number;
  /** Conversations with unread messages (those with none are left out). */
  conversations: { conversationId: number; count: number }[];
};

/** Spec §7 get-unread-messages-count: the viewer's unread messages, in total and per conversation; one query. */
export async function countUnreadMessages(db: Database, viewer: Viewer | null): Promise<UnreadMessages> {
  const person = requireSignedIn(viewer);
  const rows = await listUnreadCounts(db, person.id);
  return { count: rows.reduce((total, row) => total + row.count, 0), conversations: rows };
}
