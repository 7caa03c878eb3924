import type { ConversationQuotes } from '~/features/bookings';
import type { ConversationThread } from './chat-api';
import type { ConversationSummary } from './conversation-summary';

/** What /messages and /twilio show (their loader's answer). */
export type MessagesPageData = {
  viewer: { id: number; isVendor: boolean };
  /** The viewer's conversations seen from their side, newest first. */
  conversations: ConversationSummary[];
  /** `?conversation=`: the one to open. */
  selectedId: string | null;
  /** That conversation, opened (null when there is none, or the viewer may not open it). */
  thread: ConversationThread | null;
  /** Its quotes and enquiry details, for the cards (null with no thread). */
  quotes: ConversationQuotes | null;
  /** `?service=` without a conversation yet (Contact without JavaScript): the first-message form. */
  /** weddingDay: the couple's wedding day from their profile (YYYY-MM-DD), where the enquiry starts. */
  firstMessage: { serviceId: number; serviceName: string; vendorName: string; weddingDay: string | null } | null;
};
