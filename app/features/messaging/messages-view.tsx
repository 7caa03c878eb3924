import { IconChevronLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import type { ConversationQuotes } from '~/features/bookings';
import { chatApi, type ChatMessage, type ConversationThread } from './chat-api';
import { connectionTexts, useChatEvent, useConnectionState } from './chat-connection';
import { ConversationList } from './conversation-list';
import type { ConversationSummary } from './conversation-summary';
import { ConversationBody } from './conversation-body';
import { refreshUnreadCount } from './unread-count';
import classes from './messages.module.css';

/** Spec §4's channel states: a conversation loads, then is ready, or fails. */
type ChannelStatus = 'default' | 'loading' | 'ready' | 'warning' | 'error';

type MessagesViewProps = {
  viewer: { id: number; isVendor: boolean };
  conversations: ConversationSummary[];
  /** From `?conversation=`: the conversation to open first. */
  initialSelectedId: string | null;
  /** That conversation as the page's loader opened it (null: open it here). */
  initialThread: ConversationThread | null;
  /** Its quotes and enquiry details as the loader read them (issue 31). */
  initialQuotes: ConversationQuotes | null;
};

const typingShownMs = 10_000;

/**
 * The chat (spec §2 Messages, §4): conversations on the left, the chosen one on the right with its
 * history, live over the page's chat connection. On phones one side shows at a time, with
 * '< Back to contacts' between them.
 */
export function MessagesView({ viewer, conversations, initialSelectedId, initialThread, initialQuotes }: MessagesViewProps) {
  const [list, setList] = useState(conversations);
  const [loadedList, setLoadedList] = useState(conversations);
  if (loadedList !== conversations) {
    // The loader ran again (a new conversation arrived): its list replaces ours.
    setLoadedList(conversations);
    setList(conversations);
  }
  const [selectedId, setSelectedId] = useState<string | null>(initialSelectedId);
  const [channel, setChannel] = useState<ChannelStatus>(initialThread ? 'ready' : 'default');
  const [thread, setThread] = useState<ConversationThread | null>(initialThread);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [typing, setTyping] = useState<{ conversationId: string; name: string } | null>(null);
  const connection = useConnectionState();
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const selected = useRef(selectedId);
  const chatPane = useRef<HTMLElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);

  const open = async (id: string) => {
    selected.current = id;
    setSelectedId(id);
    setChannel('loading');
    setThread(null);
    setSendError(null);
    try {
      const loaded = await chatApi.getMessages(id, viewer.id);
      if (selected.current !== id) return;
      setThread(loaded);
      setChannel('ready');
      // Spec §4: the badge hides once the conversation is opened (the server marked it read).
      refreshUnreadCount();
      setList((items) => items.map((item) => (item.id === id ? { ...item, unread: 0 } : item)));
    } catch {
      if (selected.current === id) setChannel('error');
    }
  };

  const choose = (id: string) => {
    setSearchParams({ conversation: id }, { replace: true, preventScrollReset: true });
    void open(id);
    // On phones the list gives way to the conversation: focus follows.
    if (window.matchMedia('(max-width: 767px)').matches) requestAnimationFrame(() => backButton.current?.focus());
  };

  const backToContacts = () => {
    const left = selectedId;
    selected.current = null;
    setSelectedId(null);
    setChannel('default');
    setThread(null);
    setSearchParams({}, { replace: true, preventScrollReset: true });
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-conversation="${left}"]`)?.focus());
  };

  // The conversation named in the address (a notification e-mail's link, a new enquiry) comes
  // opened with the page, which marked it read: the header's count follows.
  useEffect(() => {
    if (initialThread) refreshUnreadCount();
  }, [initialThread]);

  const opened = useRef(!!initialThread);
  useEffect(() => {
    if (opened.current || !initialSelectedId) return;
    opened.current = true;
    // A conversation the page did not bring (it could not be opened) is opened here, and says why.
    void open(initialSelectedId);
    // Runs once, after hydration; `open` is a fresh function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialSelectedId]);

  useChatEvent('messageAdded', (message: ChatMessage) => {
    const id = message.conversation_id;
    if (!list.some((item) => item.id === id)) {
      // A conversation this page has not seen (a couple's first message to a vendor): list it.
      void revalidator.revalidate();
      return;
    }
    const isOpen = id === selected.current && channel === 'ready';
    const fromOther = message.from !== String(viewer.id);
    setList((items) => {
      const item = items.find((each) => each.id === id);
      if (!item) return items;
      const updated = {
        ...item,
        lastMessage: message.msg.slice(0, 120),
        lastMessageAt: message.time,
        unread: item.unread + (fromOther && !isOpen ? 1 : 0),
      };
      return [updated, ...items.filter((each) => each.id !== id)];
    });
    if (!isOpen) return;
    setThread((current) =>
      current && !current.messages.some((each) => each.id === message.id) ? { ...current, messages: [...current.messages, message] } : current,
    );
    if (fromOther) {
      setTyping(null);
      // Read as it arrives: the server lowers the unread count and says so to the header.
      chatApi.markRead(id, viewer.id).catch(() => {});
    }
  });

  useChatEvent('typingStarted', (event) => {
    if (String(event.user_id) !== String(viewer.id)) setTyping({ conversationId: event.conversation_id, name: event.name });
  });
  useChatEvent('typingEnded', (event) => setTyping((current) => (current?.conversationId === event.conversation_id ? null : current)));

  useEffect(() => {
    if (!typing) return;
    // A lost "typing ended" (a closed tab) must not leave the indicator on for ever.
    const timer = setTimeout(() => setTyping(null), typingShownMs);
    return () => clearTimeout(timer);
  }, [typing]);

  const send = async (text: string): Promise<boolean> => {
    const id = selectedId;
    if (!id) return false;
    setSending(true);
    setSendError(null);
    try {
      const { message } = await chatApi.createMessage(id, text);
      setThread((current) =>
        current && !current.messages.some((each) => each.id === message.id) ? { ...current, messages: [...current.messages, message] } : current,
      );
      setList((items) => {
        const item = items.find((each) => each.id === id);
        return item ? [{ ...item, lastMessage: message.msg.slice(0, 120), lastMessageAt: message.time }, ...items.filter((each) => each !== item)] : items;
      });
      return true;
    } catch (error) {
      setSendError(error instanceof Error ? error.message : 'The message was not sent. Please try again.');
      return false;
    } finally {
      setSending(false);
    }
  };

  const onTyping = (isTyping: boolean) => {
    if (selectedId) chatApi.typing(selectedId, isTyping).catch(() => {});
  };

  const partner = thread && (String(viewer.id) === String(thread.from_details.id) ? thread.to_details : thread.from_details);
  const showConversation = selectedId !== null && channel === 'ready' && thread !== null;

  return (
    <div className={classes.layout} data-view={selectedId ? 'chat' : 'list'}>
      <section className={classes.contacts} aria-label="Conversations">
        <ConversationList
          conversations={list}
          selectedId={selectedId}
          onSelect={choose}
          viewerIsVendor={viewer.isVendor}
        />
      </section>

      <section ref={chatPane} className={classes.chat} aria-label="Conversation">
        {selectedId && (
          <button ref={backButton} type="button" className={classes.back} onClick={backToContacts}>
            <IconChevronLeft size={18} aria-hidden="true" /> Back to contacts
          </button>
        )}
        <p className={classes.connection} data-state={connection} role="status">
          {connectionTexts[connection]}
        </p>
        {showConversation && partner ? (
          <>
            <ConversationBody
              key={selectedId}
              conversationId={selectedId}
              thread={thread}
              loadedQuotes={thread === initialThread ? initialQuotes : null}
              partner={partner}
              viewerId={viewer.id}
              typingName={typing?.conversationId === selectedId ? typing.name : null}
              sending={sending}
              sendError={sendError}
              onSend={send}
              onTyping={onTyping}
            />
          </>
        ) : channel === 'loading' ? (
          <div className={classes.placeholder} aria-busy="true">
            <span className={classes.loader} aria-hidden="true" />
            <span>Loading the conversation…</span>
          </div>
        ) : channel === 'error' ? (
          <div className={classes.placeholder} role="alert">
            <p>This conversation could not be loaded.</p>
            <button type="button" className={classes.send} onClick={() => selectedId && void open(selectedId)}>
              Try again
            </button>
          </div>
        ) : (
          <div className={classes.placeholder}>
            <p>{list.length > 0 ? 'Choose a conversation to read and reply.' : 'When you message a vendor, your conversation shows here.'}</p>
          </div>
        )}
      </section>
    </div>
  );
}
