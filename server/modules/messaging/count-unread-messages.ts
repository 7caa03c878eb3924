import { z } from 'zod';
import type { RequestContext } from '../../context';
import { requireSignedIn, parseInput } from '../../kernel';
import { listUnreadCounts } from './unread-counts';

/** Spec §7 get-unread-messages-count takes nothing but the viewer (`{}`). */
export const countUnreadMessagesInput = z.object({});

export type UnreadMessages = {
  /** The header's badge: every unread message of the viewer. */
  count: number;
  /** Conversations with unread messages (those with none are left out). */
  conversations: { conversationId: number; count: number }[];
};

/** Spec §7 get-unread-messages-count: the viewer's unread messages, in total and per conversation; one query. */
export async function countUnreadMessages(ctx: RequestContext, input: unknown): Promise<UnreadMessages> {
  parseInput(countUnreadMessagesInput, input);
  const person = requireSignedIn(ctx.viewer);
  const rows = await listUnreadCounts(ctx.db, person.id);
  return { count: rows.reduce((total, row) => total + row.count, 0), conversations: rows };
}
