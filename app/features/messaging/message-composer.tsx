import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { EmojiPicker } from './emoji-picker';
import classes from './messages.module.css';
import { maxMessageLength } from '../../../shared/messaging/limits';

type MessageComposerProps = {
  sending: boolean;
  error: string | null;
  onSend: (text: string) => Promise<boolean>;
  /** Called while the person types, and with false once they stop (for the other side's indicator). */
  onTyping: (typing: boolean) => void;
  /** Text put into the box from outside (a reply template); a new `key` puts it again. */
  draft?: { text: string; key: number } | null;
};

const typingPauseMs = 3000;

/**
 * The message box (spec §2): "Type something to send", the emoji toggle and Send, which reads
 * "Sending..." until the message has come back. Enter sends, Shift+Enter starts a new line; a blank
 * message is not sent (spec §6).
 */
export function MessageComposer({ sending, error, onSend, onTyping, draft }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [placed, setPlaced] = useState<number | null>(null);
  if (draft && draft.key !== placed) {
    setPlaced(draft.key);
    setText(draft.text);
  }
  const box = useRef<HTMLTextAreaElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTyping = () => {
    if (!typingTimer.current) return;
    clearTimeout(typingTimer.current);
    typingTimer.current = null;
    onTyping(false);
  };

  const noteTyping = () => {
    if (typingTimer.current) clearTimeout(typingTimer.current);
    else onTyping(true);
    typingTimer.current = setTimeout(stopTyping, typingPauseMs);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || !text.trim()) return;
    stopTyping();
    if (await onSend(text)) setText('');
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };

  const insert = (symbol: string) => {
    const element = box.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + symbol + text.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + symbol.length, start + symbol.length);
    });
  };

  return (
    <form className={classes.composer} onSubmit={send}>
      <label htmlFor="chat-message" className="visually-hidden">
        Message
      </label>
      <textarea
        id="chat-message"
        ref={box}
        className={classes.textarea}
        placeholder="Type something to send"
        rows={2}
        maxLength={maxMessageLength}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'chat-message-error' : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (event.currentTarget.value.trim()) noteTyping();
          else stopTyping();
        }}
        onKeyDown={onKeyDown}
        onBlur={stopTyping}
      />
      <div className={classes.composerActions}>
        <EmojiPicker onPick={insert} />
        <button type="submit" className={classes.send} disabled={sending} aria-disabled={!text.trim() || undefined}>
          {sending ? 'Sending...' : 'Send'}
        </button>
      </div>
      {error && (
        <p id="chat-message-error" className={classes.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
