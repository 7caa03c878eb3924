import type { RateLimitRule } from '../../integrations/rate-limit/rate-limiter';

/** Messages per person: a fast typist stays under it; a script flooding a vendor does not. */
export const sendPerUser: RateLimitRule = { limit: 30, windowMs: 60_000 };
/** New conversations (first messages to a vendor) per person. */
export const startPerUser: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };
/** Typing signals per person (clients send one every few seconds while someone types). */
export const typingPerUser: RateLimitRule = { limit: 120, windowMs: 60_000 };

/** The e-mail about unread messages waits this long after the first one, so a burst makes one e-mail. */
export const notifyDelayMs = 5 * 60_000;
/** Daily summaries (messages_notify_frequently = 2) are at least this far apart. */
export const digestIntervalMs = 24 * 60 * 60_000;

/** Messages a history request answers by default, and at most. */
export const defaultHistoryLimit = 200;
export const maxHistoryLimit = 500;
/** Conversations a list answers at most, newest first. */
export const maxListedConversations = 1000;
/** The last message's preview in a conversation list. */
export const previewLength = 120;

/** Messages a reconnecting stream replays at most; past that it asks the client to reload (resync). */
export const maxReplayMessages = 2000;
/** Open event streams per person on one server instance (tabs, devices). */
export const maxStreamsPerUser = 10;
/** Events waiting for a slow stream at most; past that the stream is closed and the client resumes. */
export const maxQueuedEvents = 1000;
/** How long a chat token (for ?token= on the stream) is valid. */
export const chatTokenLifetimeMs = 60 * 60_000;
