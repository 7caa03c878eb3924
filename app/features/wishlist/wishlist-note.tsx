import { IconMessage2, IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { FormErrorsAlert, errorIdOf } from '~/components/form/form-errors-alert';
import { TextAreaField } from '~/components/form/text-area-field';
import { maxNoteLength } from '../../../shared/engagement/limits';
import { wishlistAction, type WishlistAnswer } from './use-service-wishlist';
import classes from './wishlist-note.module.css';

type WishlistNoteProps = {
  serviceId: number;
  serviceName: string;
  wishlistId: number;
  note: { id: number; text: string } | null;
};

/**
 * The couple's private comment on a wishlist card (spec §4): the 'Add Comment' or 'Edit Comment'
 * disclosure shows it or hides it; without a comment it holds the entry form, with one the text and
 * Edit, which turns into the form with Cancel and Save. The text is shown as text: any HTML in it
 * is escaped. The form posts to the /wishlist action, so it works without JavaScript too.
 */
export function WishlistNote({ serviceId, serviceName, wishlistId, note }: WishlistNoteProps) {
  const fetcher = useFetcher<WishlistAnswer>({ key: `note-${serviceId}` });
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const errors = !busy && answer && 'errors' in answer ? answer.errors : undefined;
  const [editing, setEditing] = useState(false);
  // A new answer that saved the note ends the editing (the page re-reads the note with it).
  const [answerSeen, setAnswerSeen] = useState(answer);
  if (answer !== answerSeen) {
    setAnswerSeen(answer);
    if (answer && 'note' in answer) setEditing(false);
  }
  const showForm = !note || editing || busy || !!errors;
  const formId = `note-${serviceId}`;

  // After Save or Cancel the form goes away: focus returns to Edit rather than to the page's top.
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);
  useEffect(() => {
    if (!showForm && focusEdit.current) editButton.current?.focus();
    focusEdit.current = false;
  }, [showForm]);

  return (
    <details className={classes.note}>
      <summary className={classes.toggle}>
        <IconMessage2 size={18} aria-hidden="true" />
        {note ? 'Edit Comment' : 'Add Comment'}
      </summary>
      <div className={classes.panel}>
        {showForm ? (
          <fetcher.Form method="post" action={wishlistAction} className={classes.form} onSubmit={() => (focusEdit.current = true)}>
            <input type="hidden" name="intent" value="note" />
            <input type="hidden" name="wishlist" value={wishlistId} />
            <input type="hidden" name="service" value={serviceId} />
            <TextAreaField
              formId={formId}
              name="text"
              label={`Your comment on ${serviceName}`}
              rows={4}
              maxLength={maxNoteLength}
              defaultValue={note?.text ?? ''}
              error={errors?.text}
              // Edit moves the focus into the form it opens.
              autoFocus={editing}
              aria-describedby={errors?.text ? errorIdOf(formId, 'text') : `${formId}-privacy`}
            />
            <p id={`${formId}-privacy`} className={classes.hint}>
              Only you can see your comments: never the vendor, never anyone else.
            </p>
            <FormErrorsAlert formId={formId} errors={errors} />
            <div className={classes.buttons}>
              {note && (
                <button
                  type="button"
                  className={classes.secondary}
                  onClick={() => {
                    focusEdit.current = true;
                    setEditing(false);
                  }}
                >
                  Cancel
                </button>
              )}
              <button type="submit" className={classes.primary} disabled={busy}>
                {busy ? 'Saving…' : 'Save'}
              </button>
            </div>
          </fetcher.Form>
        ) : (
          <>
            <p className={classes.text}>{note.text}</p>
            <button ref={editButton} type="button" className={classes.secondary} onClick={() => setEditing(true)}>
              <IconPencil size={16} aria-hidden="true" /> Edit<span className="visually-hidden"> your comment on {serviceName}</span>
            </button>
          </>
        )}
      </div>
    </details>
  );
}
