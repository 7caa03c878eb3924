import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { QuoteCard } from '~/features/bookings';
import type { QuoteView } from '~/features/bookings';
import type { ChatPerson, ConversationThread } from './chat-api';
import { useChatTime } from './chat-time';
import { PersonAvatar } from './person-avatar';
import classes from './messages.module.css';

type ChatThreadProps = {
  thread: ConversationThread;
  viewerId: number;
  /** Spec §2: "{name} is typing...", or null. */
  typingName: string | null;
  /** Issue 31: the conversation's quotes for their cards, and the viewer's side. */
  quotes?: Map<string, QuoteView>;
  side?: 'couple' | 'vendor';
  onQuoteChanged?: () => void;
};

/** The selected conversation's history (spec §2), newest at the bottom and kept in view. */
export function ChatThread({ thread, viewerId, typingName, quotes, side = 'couple', onQuoteChanged = () => {} }: ChatThreadProps) {
  const chatTime = useChatTime();
  const log = useRef<HTMLDivElement>(null);
  const people = new Map<string, ChatPerson>([
    [String(thread.from_details.id), thread.from_details],
    [String(thread.to_details.id), thread.to_details],
  ]);
  const last = thread.messages.at(-1)?.id;

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
    // A quote's card grows once its quote has loaded: keep the newest in view then too.
  }, [last, typingName, quotes]);

  return (
    <>
      <div ref={log} className={classes.history} role="log" aria-label="Messages" tabIndex={0}>
        {thread.messages.length === 0 && <p className={classes.empty}>No messages yet.</p>}
        {thread.messages.map((message) => {
          const mine = message.from === String(viewerId);
          const sender = people.get(message.from);
          if (message.kind === 'quote' && message.quote_id) {
            return (
              <div key={message.id} className={classes.message} data-mine={mine || undefined}>
                <QuoteCard quote={quotes?.get(message.quote_id)} side={side} mine={mine} onChanged={onQuoteChanged} />
              </div>
            );
          }
          if (message.kind === 'notice') {
            return (
              <p key={message.id} className={classes.notice}>
                {mine ? 'You' : sender?.nickname}: {message.msg}{' '}
                <time dateTime={message.time}>{chatTime(message.time)}</time>
              </p>
            );
          }
          return (
            <div key={message.id} className={classes.message} data-mine={mine || undefined}>
              {!mine && <PersonAvatar name={sender?.nickname ?? ''} avatar={sender?.avatar ?? null} size={32} />}
              <div className={classes.bubble}>
                <span className="visually-hidden">{mine ? 'You' : sender?.nickname}: </span>
                {message.kind === 'auto_reply' && <span className={classes.autoReply}>Auto-reply</span>}
                <p className={classes.text}>{message.msg}</p>
                <time className={classes.time} dateTime={message.time}>
                  {chatTime(message.time)}
                </time>
              </div>
            </div>
          );
        })}
      </div>
      <p className={classes.typing} aria-live="polite">
        {typingName ? `${typingName} is typing...` : ''}
      </p>
    </>
  );
}

/** The conversation's heading: who it is with, and the service it is about. */
export function ChatHeading({ partner, service }: { partner: ChatPerson; service: ConversationThread['service'] }) {
  return (
    <div className={classes.chatHeading}>
      <PersonAvatar name={partner.nickname} avatar={partner.avatar} size={40} />
      <div>
        <h2 className={classes.partnerName}>{partner.nickname}</h2>
        <Link to={service.url} className={classes.serviceLink}>
          {service.name}
        </Link>
      </div>
    </div>
  );
}
