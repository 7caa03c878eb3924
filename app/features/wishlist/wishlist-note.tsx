import { IconMessage2, IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { FormErrorsAlert, errorIdOf } from '~/components/form/form-errors-alert';
import { TextAreaField } from '~/components/form/text-area-field';
import { maxNoteLength } from '../../../shared/engagement/limits';
import { normalizeNoteText } from '../../../shared/engagement/note-text';
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
 * is escaped. Save shows the comment at once (optimistic); a refusal brings the form back with the
 * text as typed and the refusal's message. The form posts to the /wishlist action, so it works
 * without JavaScript too: the page comes back with the comment saved, or with this card's form
 * open, its refusal and the text as typed.
 */
export function WishlistNote({ serviceId, serviceName, wishlistId, note }: WishlistNoteProps) {
  const fetcher = useFetcher<WishlistAnswer>({ key: `note-${serviceId}` });
  const sending = fetcher.formData?.get('text');
  // Without JavaScript the refusal is the page's answer: this card's when it names its service.
  const pageAnswer = useActionData<WishlistAnswer>();
  const pageFailure =
    pageAnswer && 'errors' in pageAnswer && pageAnswer.values?.intent === 'note' && pageAnswer.values.service === String(serviceId) ? pageAnswer : undefined;
  const answer = fetcher.data ?? pageFailure;
  const errors = sending === undefined && answer && 'errors' in answer ? answer.errors : undefined;
  // The comment as the couple sees it: being saved, else the last save's answer (the list is not
  // read again after a save), else the page's.
  const saved = answer && 'note' in answer ? answer.note : note;
  const text = typeof sending === 'string' ? normalizeNoteText(sending) : (saved?.text ?? '');
  const [editing, setEditing] = useState(false);
  // What the couple typed last: a refused save gives it back to them.
  const [typed, setTyped] = useState<string | null>(typeof pageFailure?.values?.text === 'string' ? pageFailure.values.text : null);
  const showForm = text === '' || editing || !!errors;
  const formId = `note-${serviceId}`;

  // After Save or Cancel the form goes away: focus returns to Edit rather than to the page's top.
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);
  useEffect(() => {
    if (!showForm && focusEdit.current) editButton.current?.focus();
    focusEdit.current = false;
  }, [showForm]);

  return (
    <details className={classes.note} open={pageFailure ? true : undefined}>
      <summary className={classes.toggle}>
        <IconMessage2 size={18} aria-hidden="true" />
        {text ? 'Edit Comment' : 'Add Comment'}
      </summary>
      <div className={classes.panel}>
        {showForm ? (
          <fetcher.Form
            method="post"
            action={wishlistAction}
            className={classes.form}
            // The answer carries the saved comment: nothing else on the page changes.
            defaultShouldRevalidate={false}
            onSubmit={(event) => {
              setTyped(new FormData(event.currentTarget).get('text') as string);
              setEditing(false);
              focusEdit.current = true;
            }}
          >
            <input type="hidden" name="intent" value="note" />
            <input type="hidden" name="wishlist" value={wishlistId} />
            <input type="hidden" name="service" value={serviceId} />
            <TextAreaField
              formId={formId}
              name="text"
              label={`Your comment on ${serviceName}`}
              rows={4}
              maxLength={maxNoteLength}
              defaultValue={errors && typed !== null ? typed : text}
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
              {saved && (
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
              <button type="submit" className={classes.primary}>
                Save
              </button>
            </div>
          </fetcher.Form>
        ) : (
          <>
            <p className={classes.text}>{text}</p>
            <button ref={editButton} type="button" className={classes.secondary} onClick={() => setEditing(true)}>
              <IconPencil size={16} aria-hidden="true" /> Edit<span className="visually-hidden"> your comment on {serviceName}</span>
            </button>
          </>
        )}
      </div>
    </details>
  );
}
