import { Title } from '@mantine/core';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { useScripted } from '~/lib/use-scripted';
import { PlanningNav } from './planning-nav';
import { boardOf, findYourSeat, fullName, mealsOf, sortedName, type Seating, type SeatingGuest } from './seating';
import classes from './planning.module.css';
import own from './seating-lists.module.css';

type Part = 'both' | 'tables' | 'finder';

const ageText: Record<string, string> = { child: ' (child)', infant: ' (infant)' };
const notComingText = (guest: SeatingGuest) => (guest.state === 'declined' ? ' (declined)' : guest.state === 'not-invited' ? ' (not invited)' : '');

/** The guests of one table (or the unseated), for the venue and the caterer: name, meal, dietary needs. */
function GuestsTable({ guests, caption }: { guests: SeatingGuest[]; caption: string }) {
  return (
    <table className={own.guestTable}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Guest</th>
          <th scope="col">Meal</th>
          <th scope="col">Dietary needs</th>
        </tr>
      </thead>
      <tbody>
        {guests.map((guest) => (
          <tr key={guest.id}>
            <th scope="row">
              {fullName(guest)}
              {ageText[guest.ageGroup] ?? ''}
              {notComingText(guest)}
            </th>
            <td>{guest.meal || '—'}</td>
            <td>{guest.dietary || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /planning/guests/seating (issue 34): the seating by table for the venue and the caterer, and an
 * alphabetical "Find your seat" for the entrance. Printed without the site's header, navigation
 * and footer, a table never split across pages, in large type; usable on screen as it is.
 */
export function SeatingListsPage({ seating }: { seating: Seating }) {
  const scripted = useScripted();
  const [part, setPart] = useState<Part>('both');
  const board = boardOf(seating);
  const finder = findYourSeat(seating);
  const declinedSeated = board.tables.flatMap((table) => table.guests).filter((guest) => guest.state === 'declined' || guest.state === 'not-invited').length;
  // The part chosen is on the page before the browser's print dialog reads it.
  const print = (which: Part) => {
    flushSync(() => setPart(which));
    window.print();
    setPart('both');
  };
  return (
    <div className={`content-width ${classes.page} ${own.sheet}`} data-print={part}>
      <div className={own.screenOnly}>
        <Title order={1}>Seating lists</Title>
        <PlanningNav />
        <p className={classes.intro}>The seating by table is for the venue and the caterer; “Find your seat”, in alphabetical order, is for the entrance.</p>
        <p className={own.links}>
          <Link to="/planning/guests/tables">Back to tables and seating</Link>
          <a href="#by-table">Seating by table</a>
          <a href="#find-your-seat">Find your seat</a>
        </p>
        {scripted ? (
          <div className={`${classes.actions} ${own.printButtons}`}>
            <button type="button" className={classes.primary} onClick={() => print('both')}>
              Print
            </button>
            <button type="button" className={classes.secondary} onClick={() => print('tables')}>
              Print the seating by table
            </button>
            <button type="button" className={classes.secondary} onClick={() => print('finder')}>
              Print “Find your seat”
            </button>
          </div>
        ) : (
          <p className={classes.meta}>Print this page from your browser’s menu: the site’s header and footer are left out.</p>
        )}
        {(board.unseated.length > 0 || declinedSeated > 0) && (
          <p className={classes.notice}>
            {board.unseated.length > 0 && `${board.unseated.length} ${board.unseated.length === 1 ? 'guest who is coming has' : 'guests who are coming have'} no seat yet (listed after the tables). `}
            {declinedSeated > 0 && `${declinedSeated} seated ${declinedSeated === 1 ? 'guest has' : 'guests have'} declined or ${declinedSeated === 1 ? 'is' : 'are'} not invited (marked). `}
            <Link to="/planning/guests/tables">Change the seating</Link>
          </p>
        )}
      </div>

      <section id="by-table" className={own.byTable} aria-labelledby="by-table-heading">
        <h2 id="by-table-heading" className={own.partHeading}>
          Seating by table
        </h2>
        <p className={own.partMeta}>
          {board.tables.length} {board.tables.length === 1 ? 'table' : 'tables'}, {board.seated} {board.seated === 1 ? 'guest' : 'guests'} seated.
        </p>
        {board.tables.length === 0 && <p>No tables yet.</p>}
        {board.tables.map((table) => {
          const meals = mealsOf(table.guests);
          return (
            <div key={table.id} className={own.tableBlock}>
              <h3 className={own.tableHeading}>
                {table.name}
                <span className={own.tableSeats}>
                  {table.guests.length} of {table.seats} seats{table.over ? `: over capacity by ${table.guests.length - table.seats}` : ''}
                </span>
              </h3>
              {meals.length > 0 && <p className={own.partMeta}>Meals: {meals.map((entry) => `${entry.meal} ${entry.count}`).join(', ')}</p>}
              {table.guests.length === 0 ? <p className={own.partMeta}>No one seated.</p> : <GuestsTable guests={table.guests} caption={`Guests at ${table.name}`} />}
            </div>
          );
        })}
        {board.unseated.length > 0 && (
          <div className={own.tableBlock}>
            <h3 className={own.tableHeading}>
              Not seated yet<span className={own.tableSeats}>{board.unseated.length} coming</span>
            </h3>
            <GuestsTable guests={board.unseated} caption="Guests coming without a seat yet" />
          </div>
        )}
      </section>

      <section id="find-your-seat" className={own.finder} aria-labelledby="find-your-seat-heading">
        <h2 id="find-your-seat-heading" className={own.partHeading}>
          Find your seat
        </h2>
        {finder.length === 0 && <p>No one is seated yet.</p>}
        <div className={own.letters}>
          {finder.map(({ letter, entries }) => (
            <div key={letter} className={own.letter}>
              <h3 className={own.letterHeading}>
                {letter}
              </h3>
              <dl className={own.seatList}>
                {entries.map(({ guest, table }) => (
                  <div key={guest.id} className={own.seatEntry}>
                    <dt>{sortedName(guest)}</dt>
                    <dd>{table}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
