import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useActionData } from 'react-router';
import { keptValue } from '~/lib/form-errors';
import type { IntentFailure } from '~/lib/run-intent.server';
import { useFieldValue } from '~/lib/use-field-state';
import { useScripted } from '~/lib/use-scripted';
import { EmojiPicker } from './emoji-picker';
import classes from './messages.module.css';
import { maxMessageLength } from '../../../shared/messaging/limits';

type MessageComposerProps = {
  /** The conversation written in: the form's field when it posts without JavaScript. */
  conversationId: string;
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
 * message is not sent (spec §6). The box is uncontrolled (`useFieldValue`): what was typed before
 * the page's scripts arrived stays. Without JavaScript the form posts to the page (`send`), which
 * shows the conversation again, or the refusal with the message as typed.
 */
export function MessageComposer({ conversationId, sending, error: sendError, onSend, onTyping, draft }: MessageComposerProps) {
  const answer = useActionData<IntentFailure>();
  const failure = answer?.intent === 'send' ? answer : undefined;
  const error = sendError ?? failure?.errors.message ?? failure?.errors.form ?? null;
  const box = useRef<HTMLTextAreaElement>(null);
  const message = useFieldValue<HTMLTextAreaElement>(keptValue(failure?.values, 'message') ?? '', box);
  const { value: text, setValue: setText } = message;
  // Without scripts the box's text is not followed: Send is never marked as doing nothing.
  const scripted = useScripted();
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A template put into the box: written into the uncontrolled field, and followed like typing.
  const draftKey = draft?.key;
  useEffect(() => {
    if (draftKey === undefined || !box.current || !draft) return;
    box.current.value = draft.text;
    setText(draft.text);
    // Only a new key puts the text again; the text of the same key does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

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
    if (await onSend(text)) {
      if (box.current) box.current.value = '';
      setText('');
    }
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };

  const insert = (symbol: string) => {
    const element = box.current;
    if (!element) return;
    const start = element.selectionStart ?? text.length;
    const end = element.selectionEnd ?? text.length;
    element.value = text.slice(0, start) + symbol + text.slice(end);
    setText(element.value);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + symbol.length, start + symbol.length);
    });
  };

  return (
    <form method="post" className={classes.composer} onSubmit={send} noValidate>
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="conversation_id" value={conversationId} />
      <label htmlFor="chat-message" className="visually-hidden">
        Message
      </label>
      <textarea
        id="chat-message"
        name="message"
        {...message.field}
        className={classes.textarea}
        placeholder="Type something to send"
        rows={2}
        maxLength={maxMessageLength}
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
        <button type="submit" className={classes.send} disabled={sending} aria-disabled={(scripted && !text.trim()) || undefined}>
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
