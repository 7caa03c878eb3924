import { decideReviewDispute, findReviewDisputePage } from '../../../server/modules/reviews';
import { formatDateTime } from '~/lib/format-date';
import type { Route } from './+types/reviews';
import { adminAction, adminContext, adminRead, searchInput } from './admin.server';

const when = (moment: Date | null) => (moment ? formatDateTime(moment) : null);

/**
 * /admin/reviews (issue 32): the disputes and reports of reviews (?state=open|decided, ?q=,
 * ?sort=opened|decided, ?dir=, ?page=), each with the review in full, its earlier versions, the
 * reason and note, the evidence files and the dealing's metadata (never the messages' text).
 */
export async function loadReviewCases(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const query = searchInput(args.request);
  const found = await adminRead(() => findReviewDisputePage(app, query));
  const state = query.state === 'decided' ? 'decided' : 'open';
  return {
    query: { state, q: query.q, sort: query.sort || (state === 'open' ? 'opened' : 'decided'), dir: query.dir || (state === 'open' ? 'asc' : 'desc') },
    cases: {
      page: found.page,
      pageCount: found.pageCount,
      total: found.total,
      rows: found.rows.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        status: entry.status,
        reasonLabel: entry.reasonLabel,
        note: entry.note,
        opened: when(entry.createdAt)!,
        decided: when(entry.decidedAt),
        decisionNote: entry.decisionNote,
        openedBy: entry.openedBy ? { name: entry.openedBy.name, email: entry.openedBy.email } : null,
        files: entry.files.map(({ id, fileName, size }) => ({ id: id!, fileName, size })),
        listing: entry.listing,
        review: {
          id: entry.review.id,
          author: entry.review.author,
          sourceLine: entry.review.sourceLine,
          rating: entry.review.rating,
          title: entry.review.title,
          body: entry.review.body,
          weddingMonth: entry.review.weddingMonth,
          written: when(entry.review.createdAt)!,
          edited: when(entry.review.editedAt),
          removalLine: entry.review.removalLine,
          reply: entry.review.reply ? { body: entry.review.reply.body, written: when(entry.review.reply.createdAt)!, edited: when(entry.review.reply.editedAt) } : null,
        },
        versions: entry.versions.map((version) => ({ title: version.title, body: version.body, rating: version.rating, written: when(version.writtenAt)!, replaced: when(version.replacedAt)! })),
        dealing: {
          source: entry.dealing.source,
          bookingDate: entry.dealing.booking?.eventDate ?? null,
          conversation: entry.dealing.conversation
            ? {
                started: when(entry.dealing.conversation.startedAt)!,
                firstWriter: entry.dealing.conversation.firstWriter,
                firstVendorReply: when(entry.dealing.conversation.firstVendorReplyAt)!,
                lastMessage: when(entry.dealing.conversation.lastMessageAt)!,
                messages: entry.dealing.conversation.messages,
              }
            : null,
        },
      })),
    },
  };
}

/** Uphold or Reject, with the note the use case requires; it e-mails both sides and writes the audit log. */
export function reviewCasesAction(args: Route.ActionArgs) {
  return adminAction(args, {
    decide: async (app, fields) => {
      const decided = await decideReviewDispute(app, fields);
      return decided.status === 'upheld' ? 'Upheld: the review was removed. Both sides were e-mailed.' : 'Rejected: the review stays published. Both sides were e-mailed.';
    },
  });
}
