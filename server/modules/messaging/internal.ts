// The messaging module's trusted helpers for the modules eslint.config.js lists (internalImporters):
// they check no permission, so only a use case that has already decided may call them. The bookings
// module (issue 31) reads a conversation's parties, posts its quotes, notices and auto-replies into
// the thread and reads the facts of a vendor's leads for the pipeline.
export { readConversationParties, type ConversationParties } from './read-conversation-parties';
export { postToConversation, announcePosted, type PostedMessage } from './post-to-conversation';
export { listLeadConversations, type LeadConversation } from './list-lead-conversations';
// The reviews module (issue 32) reads which conversations the vendor answered (eligibility,
// invitations) and their dates for the moderation queue, never their text.
export { listAnsweredConversations, type AnsweredConversation, type AnsweredConversationFilter } from './list-answered-conversations';
// An account's erasure (privacy, issue 35): the daily summary's row; the conversations stay.
export { eraseChatDigestsOf } from './erase-chat-digests-of';
