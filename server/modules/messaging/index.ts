// The messaging module's public surface: adapters and other modules import from here only. Every
// function here checks who may call it; the module's query helpers (unread counts, the send
// statement, the e-mail job's run) stay inside.
export type { ChatPerson, ChatService } from './chat-message';
export type { ConversationSummary } from './conversation-summary';
export { countUnreadMessages, type UnreadMessages } from './count-unread-messages';
export { findConversation } from './find-conversation';
export { findServiceChat, type ServiceChat } from './find-service-chat';
export { getConversationMessages, type ConversationHistory } from './get-conversation-messages';
export { issueChatToken, type ChatToken } from './issue-chat-token';
export { listConversations } from './list-conversations';
export { markConversationSpam } from './mark-conversation-spam';
export { openChatStream, type ChatStream, type ChatStreamSink, type StreamFrame } from './open-chat-stream';
export { sendEnquiry, type EnquiryResult } from './send-enquiry';
export { sendMessage } from './send-message';
export { setTyping } from './set-typing';
export { chatNotifications } from './chat-notifications';
export { startConversation, type StartedConversation } from './start-conversation';
export { verifyChatToken } from './verify-chat-token';
export { listQuickRepliers } from './list-quick-repliers';
export { summarizeVendorLeads, type ListingLeads } from './summarize-vendor-leads';
// The admin area: who vendors marked as spam, in counts only (administrators only).
export { listSpamSenders, type SpamSender } from './list-spam-senders';
// For "Download my data" (privacy): every conversation and message of the person's.
export { exportMyConversations, type ExportedConversation, type ExportedMessage } from './export-my-conversations';
