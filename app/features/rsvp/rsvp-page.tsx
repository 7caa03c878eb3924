import { IconHeart, IconLeaf } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RsvpPage } from '../../../server/modules/guests';
import { dayText } from '~/lib/format-date';
import { eventWhen } from './event-when';
import type { RsvpAnswer, RsvpLoaderData } from './rsvp-answer';
import { FindForm, NoteForm } from './rsvp-find-form';
import { HouseholdForm, HouseholdSummary } from './rsvp-household-form';
import classes from './rsvp.module.css';

/**
 * /rsvp/{code} (issue 34): the couple's names, day, place, message and events; under them the
 * one form the guest is at (their name, then their household's answers, or a note for the couple
 * when they are not found), then what they answered. Every form is a plain POST: no name the
 * guest types travels in a URL, and it all works without scripts.
 */
export function RsvpPageView({ data, answer, appName }: { data: RsvpLoaderData; answer: RsvpAnswer | undefined; appName: string }) {
  const { page } = data;
  return (
    <main id="main" className={classes.page}>
      <div className={classes.column}>
        {page ? <Invitation page={page} /> : null}
        <section className={classes.card} aria-labelledby="rsvp-title">
          <h2 id="rsvp-title" className={classes.cardTitle}>
            RSVP
          </h2>
          {page ? <Stage data={data} page={page} answer={answer} /> : <p role="alert" className={classes.lead}>{data.problem}</p>}
        </section>
      </div>
      <footer className={classes.footer}>
        <p>
          Made with love on <Link to="/">{appName}</Link>
        </p>
      </footer>
    </main>
  );
}

function Invitation({ page }: { page: RsvpPage }) {
  return (
    <header className={classes.hero}>
      <p className={classes.eyebrow}>The wedding of</p>
      <h1 className={classes.names}>{page.coupleNames}</h1>
      {page.weddingDate && (
        <p className={classes.when}>
          <time dateTime={page.weddingDate}>{dayText(page.weddingDate)}</time>
        </p>
      )}
      {page.weddingPlace && <p className={classes.where}>{page.weddingPlace}</p>}
      <div className={classes.ornament} aria-hidden="true">
        <IconLeaf size={18} stroke={1.5} />
      </div>
      {page.message && <p className={classes.message}>{page.message}</p>}
      {page.events.length > 0 && (
        <ul className={classes.events} aria-label="The events">
          {page.events.map((event) => (
            <li key={event.id} className={classes.event}>
              <p className={classes.eventName}>{event.name}</p>
              {eventWhen(event) && <p className={classes.eventMeta}>{eventWhen(event)}</p>}
              {event.place && <p className={classes.eventMeta}>{event.place}</p>}
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

function Stage({ data, page, answer }: { data: RsvpLoaderData; page: RsvpPage; answer: RsvpAnswer | undefined }) {
  const current: RsvpAnswer = answer ?? (data.household ? { stage: 'household', household: data.household } : { stage: 'find' });
  const deadline = page.cutoff ? (page.open ? `Please answer by ${dayText(page.cutoff)}.` : `Answers closed on ${dayText(page.cutoff)}.`) : null;
  switch (current.stage) {
    case 'household':
      return page.open ? (
        <HouseholdForm page={page} household={current.household} errors={current.errors} values={current.values} />
      ) : (
        <>
          <div className={classes.notice} role="status">
            <p>The cut-off for answers was {dayText(page.cutoff!)} and it has passed, so answers can no longer be changed here. Please contact {page.coupleNames} directly.</p>
          </div>
          <HouseholdSummary household={current.household} />
        </>
      );
    case 'saved':
      return <Saved data={data} page={page} household={current.household} sentTo={current.confirmationSentTo} />;
    case 'not-found':
      return (
        <>
          <div className={classes.notice} role="status">
            <h3 className={classes.stageTitle}>We couldn’t find you: leave your name and a note for the couple</h3>
            <p>Check the spelling against your invitation and try again, or leave a note and {page.coupleNames} will sort it out.</p>
          </div>
          <NoteForm values={current.values} errors={current.errors} />
          <hr className={classes.separator} />
          <FindForm title="Try again" values={current.values} errors={undefined} needsEmail={false} />
        </>
      );
    case 'note-sent':
      return (
        <div className={classes.thanks} role="status">
          <IconHeart size={28} stroke={1.5} aria-hidden="true" />
          <h3 className={classes.stageTitle}>Thank you: your note is on its way</h3>
          <p>{page.coupleNames} will see it with their guest list and be in touch.</p>
        </div>
      );
    default:
      return (
        <>
          {data.tokenProblem && !answer && (
            <div className={classes.notice} role="status">
              <p>{data.tokenProblem}</p>
            </div>
          )}
          <p className={classes.lead}>{deadline ?? 'We would love to know if you can come.'}</p>
          <FindForm values={current.values} errors={current.errors} needsEmail={current.needsEmail ?? false} />
        </>
      );
  }
}

function Saved({ data, page, household, sentTo }: { data: RsvpLoaderData; page: RsvpPage; household: Parameters<typeof HouseholdSummary>[0]['household']; sentTo: string | null }) {
  return (
    <>
      <div className={classes.thanks} role="status">
        <IconHeart size={28} stroke={1.5} aria-hidden="true" />
        <h3 className={classes.stageTitle}>Thank you! Your answer is saved</h3>
        <p>{sentTo ? `A confirmation with a link to change it is on its way to ${sentTo}.` : `${page.coupleNames} can see it now.`}</p>
      </div>
      <HouseholdSummary household={household} />
      <p className={classes.lead}>
        Changed your mind? <Link to={`/rsvp/${data.code}/${household.token}`}>Change your answer</Link>
        {page.cutoff ? ` until ${dayText(page.cutoff)}.` : '.'}
      </p>
    </>
  );
}
