import { IconAlertTriangle, IconGripVertical } from '@tabler/icons-react';
import { memo, useEffect, useRef, type ComponentType, type HTMLAttributes, type MouseEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { Form } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { keptValue } from '~/lib/form-errors';
import { useScripted } from '~/lib/use-scripted';
import { failureOf, type FormAnswer } from './form-answer';
import { fullName, mealsOf, sameSeatingGuest, type Board, type BoardTable, type SeatingGuest, type SeatingState } from './seating';
import classes from './planning.module.css';
import own from './seating.module.css';

/** What the tables page's action answers: a seat also names the table, so the select keeps it. */
export type TablesAnswer = FormAnswer & { tableId?: string };

/** A drag handle's ref and dnd-kit's attributes and listeners (the drag and drop, once loaded). */
export type DragHandle = HTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

export type GuestRowProps = {
  guest: SeatingGuest;
  /** Their answer shown (the unseated list); at a table only "Declined" and "Not invited" are. */
  showState: boolean;
  /** Their button in the list's plain form (none in the unseated list before there is a table). */
  action: 'seat' | 'unseat' | null;
  handle?: DragHandle;
  nodeRef?: Ref<HTMLLIElement>;
  dragging?: boolean;
};
export type ZoneProps = { id: string; label: string; children: ReactNode };

/** A guest's drag handle, by id: the drag and drop gives it the focus back after a move. */
export const handleIdOf = (guestId: number) => `drag-guest-${guestId}`;

const stateText: Record<SeatingState, string> = { attending: 'Attending', waiting: 'Not answered yet', declined: 'Declined', 'not-invited': 'Not invited' };

/** A guest's name, age group when not an adult, answer where it matters, and meal and dietary needs. */
export function GuestLabel({ guest, showState }: { guest: SeatingGuest; showState: boolean }) {
  const notComing = guest.state === 'declined' || guest.state === 'not-invited';
  return (
    <div className={own.guestText}>
      <span className={own.guestName}>{fullName(guest)}</span>{' '}
      {guest.ageGroup !== 'adult' && <span className={classes.badge}>{guest.ageGroup === 'child' ? 'Child' : 'Infant'}</span>}{' '}
      {(showState || notComing) && <span className={`${classes.badge} ${notComing ? classes.badgeWarn : guest.state === 'attending' ? '' : own.badgeWaiting}`}>{stateText[guest.state]}</span>}
      {(guest.meal || guest.dietary) && (
        <span className={own.guestHint}>
          {[guest.meal && `Meal: ${guest.meal}`, guest.dietary && `Dietary: ${guest.dietary}`].filter(Boolean).join(' · ')}
        </span>
      )}
    </div>
  );
}

/** Rows are drawn again only when what they show changes (the page's data is read again after every change). */
export const sameRowProps = (a: GuestRowProps, b: GuestRowProps) =>
  sameSeatingGuest(a.guest, b.guest) && a.showState === b.showState && a.action === b.action && a.handle === b.handle && a.nodeRef === b.nodeRef && a.dragging === b.dragging;

/**
 * One guest: a drag handle once the drag and drop has loaded, who they are, and the button of their
 * list's plain form (its value names the guest: one form per list, not one per guest, keeps a
 * 1,000-guest page light).
 */
export const GuestRow = memo(function GuestRow({ guest, action, handle, nodeRef, dragging, showState }: GuestRowProps) {
  return (
    <li ref={nodeRef} className={own.guest} data-dragging={dragging || undefined}>
      {handle && (
        <button type="button" id={handleIdOf(guest.id)} className={own.handle} aria-label={`Drag ${fullName(guest)} to a table`} {...handle}>
          <IconGripVertical size={18} aria-hidden="true" />
        </button>
      )}
      <GuestLabel guest={guest} showState={showState} />
      {action && (
        <button type="submit" name="guest_id" value={guest.id} className={`${classes.small} ${own.guestAction}`}>
          {action === 'seat' ? 'Seat' : 'Unseat'}
          <span className="visually-hidden"> {fullName(guest)}</span>
        </button>
      )}
    </li>
  );
}, sameRowProps);

/**
 * A list's buttons post the guest away from it: once the page shows them gone, the focus goes to
 * the button now in their place (or `fallback` when the list is empty), not to the page's top.
 */
function useFocusInPlace(list: RefObject<HTMLElement | null>, shown: unknown, fallback?: RefObject<HTMLElement | null>) {
  const clicked = useRef<number | null>(null);
  useEffect(() => {
    const index = clicked.current;
    if (index === null || (document.activeElement !== null && document.activeElement !== document.body)) return;
    clicked.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[name="guest_id"]');
    if (buttons?.length) buttons[Math.min(index, buttons.length - 1)].focus();
    else fallback?.current?.focus();
  }, [list, shown, fallback]);
  return (event: MouseEvent) => {
    const button = (event.target as Element).closest('button[name="guest_id"]');
    if (button && list.current) clicked.current = [...list.current.querySelectorAll('button[name="guest_id"]')].indexOf(button as HTMLButtonElement);
  };
}

function PlainZone({ children }: ZoneProps) {
  return <div className={own.zone}>{children}</div>;
}

type BoardProps = {
  board: Board;
  answer: TablesAnswer | undefined;
  /** The drag and drop's rows and drop zones (app/features/planning/seating-drag.tsx); plain ones without it. */
  Row?: ComponentType<GuestRowProps>;
  Zone?: ComponentType<ZoneProps>;
  /** The add-a-table form, after the last table. */
  addTable: ReactNode;
};

/** The unseated guests beside the tables: every change a plain form, dragged once the drag and drop has loaded. */
export function SeatingBoard({ board, answer, Row = GuestRow, Zone = PlainZone, addTable }: BoardProps) {
  return (
    <div className={own.board}>
      <UnseatedPanel board={board} answer={answer} Row={Row} Zone={Zone} />
      <section className={own.tablesArea} aria-labelledby="tables-heading">
        <h2 id="tables-heading" className={own.areaHeading}>
          Tables
        </h2>
        {board.tables.length === 0 && <p className={classes.meta}>No tables yet: add your first one here.</p>}
        <ul className={own.tables}>
          {board.tables.map((table) => (
            <li key={table.id}>
              <TableCard table={table} answer={answer?.intent?.endsWith(`-${table.id}`) ? answer : undefined} Row={Row} Zone={Zone} />
            </li>
          ))}
          <li>{addTable}</li>
        </ul>
      </section>
    </div>
  );
}

function UnseatedPanel({ board, answer, Row, Zone }: Required<Omit<BoardProps, 'answer' | 'addTable'>> & { answer: TablesAnswer | undefined }) {
  const scripted = useScripted();
  const failed = failureOf(answer, 'seat');
  const chosen = failed ? keptValue(failed.values, 'table_id') : answer?.tableId;
  const hasTables = board.tables.length > 0;
  const list = useRef<HTMLDivElement>(null);
  const onClick = useFocusInPlace(list, board.unseated);
  const action = hasTables ? 'seat' : null;
  return (
    <section className={`${classes.panel} ${own.unseated}`} aria-labelledby="unseated-heading">
      <Zone id="unseated" label="the unseated guests">
        {/* Without scripts the answering page opens at this list, not at the top. */}
        <Form method="post" action={scripted ? undefined : '#unseated-heading'} preventScrollReset className={own.unseatedForm} onClick={onClick}>
          <h2 id="unseated-heading" className={own.unseatedHeading}>
            Unseated guests <span className={own.count}>{board.unseated.length}</span>
          </h2>
          <input type="hidden" name="intent" value="seat" />
          <FormErrorsAlert formId="seat" errors={failed?.errors} />
          {hasTables ? (
            <>
              <div className={classes.field}>
                <label htmlFor="seat-table">Seat at</label>
                <select id="seat-table" name="table_id" key={chosen} defaultValue={chosen} className={classes.input} aria-describedby="seat-hint">
                  {board.tables.map((table) => (
                    <option key={table.id} value={table.id}>
                      {table.name} ({table.guests.length} of {table.seats})
                    </option>
                  ))}
                </select>
              </div>
              <p id="seat-hint" className={classes.hint}>
                Choose a table, then press Seat beside each guest to seat them there{scripted ? ', or drag a guest onto a table' : ''}.
              </p>
            </>
          ) : (
            <p className={classes.hint}>Add a table, then seat your guests at it.</p>
          )}
          <div ref={list} className={own.scroller}>
            {board.unseated.length === 0 ? (
              <p className={classes.meta}>{board.expected === 0 ? 'No guests to seat yet.' : 'Everyone coming has a seat.'}</p>
            ) : (
              <ul className={own.guests} aria-label="Guests to seat: attending first, then those who have not answered">
                {board.unseated.map((guest) => (
                  <Row key={guest.id} guest={guest} showState action={action} />
                ))}
              </ul>
            )}
            {board.notComing.length > 0 && (
              <details id="not-coming" className={own.notComing}>
                <summary>Not coming ({board.notComing.length})</summary>
                <p className={classes.hint}>Declined, or not invited to the reception: not counted among the guests to seat. Seat one here if their answer changes.</p>
                <ul className={own.guests}>
                  {board.notComing.map((guest) => (
                    <Row key={guest.id} guest={guest} showState action={action} />
                  ))}
                </ul>
              </details>
            )}
          </div>
        </Form>
      </Zone>
    </section>
  );
}

const sameTable = (a: BoardTable, b: BoardTable) =>
  a === b ||
  (a.id === b.id && a.name === b.name && a.seats === b.seats && a.guests.length === b.guests.length && a.guests.every((guest, index) => sameSeatingGuest(guest, b.guests[index])));

type TableCardProps = { table: BoardTable; answer: TablesAnswer | undefined; Row: ComponentType<GuestRowProps>; Zone: ComponentType<ZoneProps> };

/** A table: its guests, "6 of 8 seats", over capacity said in words, and its name and seats to change. */
const TableCard = memo(
  function TableCard({ table, answer, Row, Zone }: TableCardProps) {
    const scripted = useScripted();
    const formId = `update-table-${table.id}`;
    const unseatId = `unseat-${table.id}`;
    const failed = failureOf(answer, formId);
    const unseatFailed = failureOf(answer, unseatId);
    const headingId = `table-${table.id}-name`;
    const meals = mealsOf(table.guests);
    const kept = (name: string, start: string) => (failed ? (keptValue(failed.values, name) ?? '') : start);
    const list = useRef<HTMLFormElement>(null);
    const heading = useRef<HTMLHeadingElement>(null);
    const onClick = useFocusInPlace(list, table.guests, heading);
    // Without scripts, the answering page opens at this table.
    const anchor = scripted ? undefined : `#${headingId}`;
    return (
      <article className={own.table} data-over={table.over || undefined} aria-labelledby={headingId}>
        <Zone id={`table-${table.id}`} label={`${table.name}, ${table.guests.length} of ${table.seats} seats`}>
          <div className={own.tableHead}>
            <h3 id={headingId} ref={heading} tabIndex={-1} className={own.tableName}>
              {table.name}
            </h3>
            <span className={own.seats}>
              {table.guests.length} of {table.seats} seats
            </span>
          </div>
          {table.over && (
            <p className={own.overNote}>
              <IconAlertTriangle size={16} aria-hidden="true" />
              Over capacity: {table.guests.length - table.seats} more {table.guests.length - table.seats === 1 ? 'guest' : 'guests'} than seats
            </p>
          )}
          {meals.length > 0 && <p className={own.meals}>Meals: {meals.map((entry) => `${entry.meal} ${entry.count}`).join(', ')}</p>}
          <Form ref={list} method="post" action={anchor} preventScrollReset onClick={onClick}>
            <input type="hidden" name="intent" value="unseat" />
            <input type="hidden" name="form_id" value={unseatId} />
            <FormErrorsAlert formId={unseatId} errors={unseatFailed?.errors} />
            {table.guests.length === 0 ? (
              <p className={own.empty}>No one seated yet.</p>
            ) : (
              <ul className={own.guests} aria-label={`Seated at ${table.name}`}>
                {table.guests.map((guest) => (
                  <Row key={guest.id} guest={guest} showState={false} action="unseat" />
                ))}
              </ul>
            )}
          </Form>
          <details id={`table-${table.id}-change`} className={classes.tools} open={failed !== null}>
            <summary>
              Change<span className="visually-hidden"> {table.name}</span>
            </summary>
            <Form method="post" action={anchor} preventScrollReset className={`${classes.form} ${own.cardForm}`}>
              <input type="hidden" name="intent" value="update-table" />
              <input type="hidden" name="form_id" value={formId} />
              <input type="hidden" name="id" value={table.id} />
              <FormErrorsAlert formId={formId} errors={failed?.errors} />
              <TableFields formId={formId} name={kept('name', table.name)} seats={kept('seats', String(table.seats))} errors={failed?.errors} />
              <div className={`${classes.actions} ${classes.wide}`}>
                <button type="submit" className={classes.primary}>
                  Save the table
                </button>
              </div>
            </Form>
          </details>
        </Zone>
      </article>
    );
  },
  (a, b) => a.answer === b.answer && a.Row === b.Row && a.Zone === b.Zone && sameTable(a.table, b.table),
);

/** A table's name and seats: the add form and each table's change form. */
export function TableFields({ formId, name, seats, errors }: { formId: string; name: string; seats: string; errors: Record<string, string> | undefined }) {
  const described = (field: string, hint?: string) => [hint, errors?.[field] ? `${formId}-error-${field}` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div className={classes.field}>
        <label htmlFor={`${formId}-name`}>Table name</label>
        <input id={`${formId}-name`} name="name" required maxLength={80} defaultValue={name} className={classes.input} aria-invalid={errors?.name ? true : undefined} aria-describedby={described('name')} />
      </div>
      <div className={classes.field}>
        <label htmlFor={`${formId}-seats`}>Seats</label>
        <input
          id={`${formId}-seats`}
          name="seats"
          inputMode="numeric"
          maxLength={4}
          defaultValue={seats}
          className={classes.input}
          aria-invalid={errors?.seats ? true : undefined}
          aria-describedby={described('seats', `${formId}-seats-hint`)}
        />
        <p id={`${formId}-seats-hint`} className={classes.hint}>
          1 to 50. You may seat more guests than seats: the table is then marked over capacity.
        </p>
      </div>
    </>
  );
}
