/**
 * Live chat events for people: published to a list of user ids, received by whoever listens for one
 * of them on any server instance. In this process alone by default; through Redis pub/sub with
 * REDIS_URL, so a browser connected to instance A hears what was sent through instance B. Events
 * are JSON values; what they mean is the messaging module's business.
 */
export type ChatBus<Event = unknown> = {
  /** Delivers the event to every listener of each user, on every instance. Resolves once handed over. */
  publish(userIds: readonly number[], event: Event): Promise<void>;
  /**
   * Listens for one user's events. Resolves once the subscription is in place (with Redis: once
   * Redis confirmed it), so that anything published afterwards is heard.
   */
  subscribe(userId: number, listener: ChatBusListener<Event>): Promise<ChatSubscription>;
  /** Listeners for one user in this process (the per-process connection registry). */
  listenerCount(userId?: number): number;
  /**
   * Ends every subscription in this process (their onClose runs) and keeps publishing: a server
   * shutting down ends its streams (browsers resume on another instance) while the requests it is
   * still finishing announce their messages.
   */
  endListeners(): void;
  /** Ends every subscription (their onClose runs) and the connections. */
  close(): Promise<void>;
};

export type ChatBusListener<Event> = {
  onEvent(event: Event): void;
  /** The bus is closing (server shutdown): the listener should end its stream. */
  onClose?(): void;
};

export type ChatSubscription = { unsubscribe(): void };
