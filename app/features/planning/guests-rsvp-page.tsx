import { Title } from '@mantine/core';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { keptValue } from '~/lib/form-errors';
import { useScripted } from '~/lib/use-scripted';
import { failureOf, type FormAnswer } from './form-answer';
import { PlanningNav } from './planning-nav';
import own from './guests-rsvp.module.css';
import classes from './planning.module.css';

export type CoupleRsvpData = {
  rsvpUrl: string;
  message: string;
  cutoff: string | null;
  mealOptions: string[];
  guests: { id: number; label: string }[];
  inbox: { id: number; name: string; email: string; note: string; received: string; resolution: string | null; resolved: string | null; guestName: string | null }[];
  answers: { id: number; name: string; answered: string; message: string }[];
};

const resolutionWords: Record<string, (guest: string | null) => string> = {
  matched: (guest) => `Matched to ${guest ?? 'a guest'}`,
  added: (guest) => `Added to your list${guest ? ` as ${guest}` : ''}`,
  dismissed: () => 'Dismissed',
};

const successes: Record<string, string> = { settings: 'RSVP page saved.', regenerate: 'A new link is ready: send it to your guests.' };

/**
 * /planning/guests/rsvp (issue 34): the couple's private RSVP link (to copy, or to replace), what
 * their page says (the message, the cut-off, the meals on offer), the notes of people it did not
 * find (match to a guest, add as a new guest, or dismiss) and the latest answers with their messages.
 */
export function CoupleRsvpPage({ data, answer }: { data: CoupleRsvpData; answer: FormAnswer | undefined }) {
  const settingsFailed = failureOf(answer, 'settings');
  const open = data.inbox.filter((entry) => entry.resolution === null);
  const resolved = data.inbox.filter((entry) => entry.resolution !== null);
  const resolvedNow = answer?.done?.startsWith('resolve-') ? 'Done: the note is resolved.' : null;
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>RSVP link and notes</Title>
      <PlanningNav />
      <p className={classes.intro}>
        Your guests answer on your private RSVP page: they type their name and see only their own household. <Link to="/planning/guests">Back to the guest list</Link>
      </p>
      <SuccessStatus message={answer?.done ? (successes[answer.done] ?? resolvedNow) : null} />

      <section className={classes.panel} aria-labelledby="rsvp-link">
        <h2 id="rsvp-link">Your RSVP link</h2>
        <RsvpLink url={data.rsvpUrl} />
        <p className={classes.meta}>Anyone with this link can look up a name on your list, so share it with your guests only. Search engines never list it.</p>
        <details className={classes.tools}>
          <summary>Make a new link</summary>
          <p className={own.warning}>
            The old link stops working at once: guests who have it, and the links to change an answer in confirmation e-mails already sent, will need the new one.
          </p>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="regenerate" />
            <FormErrorsAlert formId="regenerate" errors={failureOf(answer, 'regenerate')?.errors} />
            <button type="submit" className={classes.secondary}>
              Make a new link
            </button>
          </Form>
        </details>
      </section>

      <section className={classes.panel} aria-labelledby="rsvp-settings">
        <h2 id="rsvp-settings">What your page says</h2>
        <Form method="post" preventScrollReset className={classes.form} noValidate>
          <input type="hidden" name="intent" value="settings" />
          <FormErrorsAlert formId="settings" errors={settingsFailed?.errors} />
          <div className={`${classes.field} ${classes.wide}`}>
            <label htmlFor="settings-message">A message for your guests (optional)</label>
            <textarea
              id="settings-message"
              name="message"
              rows={4}
              maxLength={2000}
              className={classes.input}
              defaultValue={settingsFailed ? keptValue(settingsFailed.values, 'message') : data.message}
              aria-invalid={settingsFailed?.errors.message ? true : undefined}
              aria-describedby={settingsFailed?.errors.message ? 'settings-error-message' : undefined}
            />
          </div>
          <div className={classes.field}>
            <label htmlFor="settings-cutoff">Last day to answer (optional)</label>
            <input
              id="settings-cutoff"
              name="cutoff"
              type="date"
              className={classes.input}
              defaultValue={settingsFailed ? keptValue(settingsFailed.values, 'cutoff') : (data.cutoff ?? '')}
              aria-invalid={settingsFailed?.errors.cutoff ? true : undefined}
              aria-describedby={['settings-cutoff-hint', settingsFailed?.errors.cutoff && 'settings-error-cutoff'].filter(Boolean).join(' ')}
            />
            <p id="settings-cutoff-hint" className={classes.hint}>
              Guests can change their answers until the end of this day; after it, they are asked to contact you.
            </p>
          </div>
          <div className={classes.field}>
            <label htmlFor="settings-meals">Meals to choose from (optional, one a line)</label>
            <textarea
              id="settings-meals"
              name="meal_options"
              rows={4}
              className={classes.input}
              defaultValue={settingsFailed ? keptValue(settingsFailed.values, 'meal_options') : data.mealOptions.join('\n')}
              aria-invalid={Object.keys(settingsFailed?.errors ?? {}).some((field) => field.startsWith('meal_options')) ? true : undefined}
              aria-describedby="settings-meals-hint"
            />
            <p id="settings-meals-hint" className={classes.hint}>
              Up to 12. Without any, guests type their meal.
            </p>
          </div>
          <div className={`${classes.actions} ${classes.wide}`}>
            <button type="submit" className={classes.primary}>
              Save
            </button>
          </div>
        </Form>
      </section>

      <section className={classes.panel} aria-labelledby="rsvp-inbox">
        <h2 id="rsvp-inbox">Notes from people we could not find</h2>
        {open.length === 0 ? (
          <p className={classes.meta}>No notes waiting. When someone types a name that is not on your list, they can leave you a note: it comes here.</p>
        ) : (
          <ul className={classes.list}>
            {open.map((entry) => (
              <InboxEntry key={entry.id} entry={entry} guests={data.guests} answer={answer} />
            ))}
          </ul>
        )}
        {resolved.length > 0 && (
          <>
            <h3 className={own.subheading}>Resolved lately</h3>
            <ul className={classes.list}>
              {resolved.map((entry) => (
                <li key={entry.id}>
                  <p className={classes.taskTitle}>{entry.name}</p>
                  <p className={classes.taskMeta}>
                    <span>{resolutionWords[entry.resolution!]?.(entry.guestName) ?? entry.resolution}</span>
                    <span>{entry.resolved}</span>
                  </p>
                  {entry.note && <p className={classes.note}>{entry.note}</p>}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className={classes.panel} aria-labelledby="rsvp-answers">
        <h2 id="rsvp-answers">Latest answers</h2>
        {data.answers.length === 0 ? (
          <p className={classes.meta}>No answers yet. Each household’s answer and message will show here; the guest list has everyone’s.</p>
        ) : (
          <ul className={classes.list}>
            {data.answers.map((household) => (
              <li key={household.id}>
                <p className={classes.taskTitle}>{household.name}</p>
                <p className={classes.taskMeta}>Answered {household.answered}</p>
                {household.message && <p className={classes.note}>“{household.message}”</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The link in a read-only box (select it to copy it, without scripts) and, with scripts, a Copy button. */
function RsvpLink({ url }: { url: string }) {
  const scripted = useScripted();
  const [copied, setCopied] = useState(false);
  return (
    <div className={own.link}>
      <label htmlFor="rsvp-url" className="visually-hidden">
        Your RSVP link
      </label>
      <input id="rsvp-url" className={classes.input} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      {scripted && (
        <button
          type="button"
          className={classes.secondary}
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      )}
      <span role="status" className="visually-hidden">
        {copied ? 'The link is copied.' : ''}
      </span>
    </div>
  );
}

function InboxEntry({ entry, guests, answer }: { entry: CoupleRsvpData['inbox'][number]; guests: CoupleRsvpData['guests']; answer: FormAnswer | undefined }) {
  const formId = `resolve-${entry.id}`;
  const failed = failureOf(answer, formId);
  return (
    <li>
      <p className={classes.taskTitle}>{entry.name}</p>
      <p className={classes.taskMeta}>
        <span>{entry.received}</span>
        {entry.email && <a href={`mailto:${entry.email}`}>{entry.email}</a>}
      </p>
      <p className={classes.note}>{entry.note}</p>
      <Form method="post" preventScrollReset className={own.resolve} noValidate>
        <input type="hidden" name="intent" value="resolve" />
        <input type="hidden" name="form_id" value={formId} />
        <input type="hidden" name="id" value={entry.id} />
        <FormErrorsAlert formId={formId} errors={failed?.errors} />
        <div className={classes.field}>
          <label htmlFor={`${formId}-guest`}>It is one of your guests</label>
          <div className={own.matchRow}>
            <select
              id={`${formId}-guest`}
              name="guest_id"
              className={classes.input}
              defaultValue={keptValue(failed?.values, 'guest_id') ?? ''}
              aria-invalid={failed?.errors.guest_id ? true : undefined}
              aria-describedby={failed?.errors.guest_id ? `${formId}-error-guest_id` : undefined}
            >
              <option value="">Choose the guest</option>
              {guests.map((guest) => (
                <option key={guest.id} value={guest.id}>
                  {guest.label}
                </option>
              ))}
            </select>
            <button type="submit" name="resolution" value="match" className={classes.secondary}>
              Match
            </button>
          </div>
        </div>
        <div className={classes.actions}>
          <button type="submit" name="resolution" value="add" className={classes.secondary}>
            Add as a new guest
          </button>
          <button type="submit" name="resolution" value="dismiss" className={classes.secondary}>
            Dismiss
          </button>
        </div>
      </Form>
    </li>
  );
}
