// The messaging module's public surface: adapters and other modules import from here only.
export type { ChatEvent, ChatEventBus } from './chat-events';
