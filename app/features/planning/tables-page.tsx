import { Title } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Form, Link } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { keptValue } from '~/lib/form-errors';
import { failureOf } from './form-answer';
import { PlanningNav } from './planning-nav';
import { boardOf, type Seating } from './seating';
import { SeatingBoard, TableFields, type TablesAnswer } from './seating-board';
import type { SeatingDragProps } from './seating-drag';
import classes from './planning.module.css';
import own from './seating.module.css';


const saved: Record<string, string> = { 'add-table': 'Table added.', seat: 'Guest seated.' };
const savedText = (done: string) => saved[done] ?? (done.startsWith('unseat-') ? 'Guest unseated.' : 'Table saved.');

/** What a person has done in part of a page: values typed or chosen (by field id), disclosures opened (by id), the field with the focus. */
type FormState = { values: [string, string][]; open: string[]; focused: string | null };

function formStateOf(root: HTMLElement): FormState {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[id]:not([type="hidden"]), select[id]');
  const focused = document.activeElement;
  return {
    values: [...fields].map((field) => [field.id, field.value]),
    open: [...root.querySelectorAll('details[id][open]')].map((details) => details.id),
    focused: focused && root.contains(focused) && focused.id ? focused.id : null,
  };
}

function restoreFormState({ values, open, focused }: FormState) {
  for (const [id, value] of values) {
    const field = document.getElementById(id);
    if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== value) field.value = value;
  }
  for (const id of open) document.getElementById(id)?.setAttribute('open', '');
  if (focused) document.getElementById(focused)?.focus();
}

/** /planning/guests/tables (issue 34): tables with their guests, the guests still to seat, and the forms that change both. */
export function TablesPage({ seating, answer }: { seating: Seating; answer: TablesAnswer | undefined }) {
  const board = boardOf(seating);
  const addFailed = failureOf(answer, 'add-table');
  const added = answer?.done === 'add-table';
  const overCapacity = board.tables.filter((table) => table.over).length;
  // A refusal no form on the page shows (a table or guest gone meanwhile, a form from an old page): said at the top.
  const shownByForms = new Set(['add-table', 'seat', ...board.tables.flatMap((table) => [`update-table-${table.id}`, `unseat-${table.id}`])]);
  const unshown = answer?.errors && !shownByForms.has(answer.intent ?? '') ? Object.values(answer.errors).join(' ') : null;
  // Rendered plain first (and without scripts); dnd-kit and the drag and drop load after the page is
  // up, so its first JavaScript stays small, and take over once here. Not React.lazy: a Suspense
  // boundary this large is streamed apart from its fallback, and without scripts both stay in the page.
  // The board is drawn anew then: what a person already chose or typed in it is carried over.
  const [SeatingDrag, setSeatingDrag] = useState<ComponentType<SeatingDragProps> | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const carried = useRef<FormState | null>(null);
  useEffect(() => {
    let left = false;
    void import('./seating-drag').then((module) => {
      if (left || !area.current) return;
      carried.current = formStateOf(area.current);
      setSeatingDrag(() => module.default);
    });
    return () => {
      left = true;
    };
  }, []);
  useLayoutEffect(() => {
    if (!SeatingDrag || !carried.current) return;
    restoreFormState(carried.current);
    carried.current = null;
  }, [SeatingDrag]);
  const addTable = (
    <section className={`${classes.panel} ${own.addTable}`} aria-labelledby="add-table">
      <h3 id="add-table">Add a table</h3>
      <Form key={added ? `added-${board.tables.length}` : 'add'} method="post" preventScrollReset className={`${classes.form} ${own.cardForm}`}>
        <input type="hidden" name="intent" value="add-table" />
        <FormErrorsAlert formId="add-table" errors={addFailed?.errors} />
        <TableFields
          formId="add-table"
          name={addFailed ? (keptValue(addFailed.values, 'name') ?? '') : `Table ${board.tables.length + 1}`}
          seats={addFailed ? (keptValue(addFailed.values, 'seats') ?? '') : '8'}
          errors={addFailed?.errors}
        />
        <div className={`${classes.actions} ${classes.wide}`}>
          <button type="submit" className={classes.primary}>
            Add the table
          </button>
        </div>
      </Form>
    </section>
  );
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>Tables and seating</Title>
      <PlanningNav />
      <p className={classes.intro}>
        Seat your guests at their tables. A table may take more guests than its seats: it is then marked over capacity, and you decide.
      </p>
      <p className={own.links}>
        <Link to="/planning/guests">Back to the guest list</Link>
        <Link to="/planning/guests/seating">Printable seating lists</Link>
      </p>
      <SuccessStatus message={answer?.done ? savedText(answer.done) : null} />
      {unshown && (
        <p role="alert" className={`${classes.notice} ${classes.over}`}>
          {unshown}
        </p>
      )}
      <dl className={`${classes.figures} ${classes.figuresWide}`}>
        <div>
          <dt>Tables</dt>
          <dd>{board.tables.length}</dd>
        </div>
        <div>
          <dt>Seats</dt>
          <dd>{board.seats}</dd>
        </div>
        <div>
          <dt>Seated</dt>
          <dd>
            {board.seated}
            <span className={own.figureNote}> of {board.expected} coming</span>
          </dd>
        </div>
        <div>
          <dt>Still to seat</dt>
          <dd>{board.unseated.length}</dd>
        </div>
      </dl>
      <p className={classes.meta}>
        Coming: guests who accepted {seating.reception ? `“${seating.reception}”` : 'an event'} or have not answered yet.
        {overCapacity > 0 && (
          <strong className={classes.over}>
            {' '}
            {overCapacity === 1 ? 'One table is' : `${overCapacity} tables are`} over capacity.
          </strong>
        )}
      </p>


      <div ref={area}>{SeatingDrag ? <SeatingDrag seating={seating} answer={answer} addTable={addTable} /> : <SeatingBoard board={board} answer={answer} addTable={addTable} />}</div>
    </div>
  );
}
