import { Title } from '@mantine/core';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
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

/** /planning/guests/tables (issue 34): tables with their guests, the guests still to seat, and the forms that change both. */
export function TablesPage({ seating, answer }: { seating: Seating; answer: TablesAnswer | undefined }) {
  const board = boardOf(seating);
  const addFailed = failureOf(answer, 'add-table');
  const added = answer?.done === 'add-table';
  const overCapacity = board.tables.filter((table) => table.over).length;
  // Rendered plain first (and without scripts); dnd-kit and the drag and drop load after the page is
  // up, so its first JavaScript stays small, and take over once here. Not React.lazy: a Suspense
  // boundary this large is streamed apart from its fallback, and without scripts both stay in the page.
  const [SeatingDrag, setSeatingDrag] = useState<ComponentType<SeatingDragProps> | null>(null);
  useEffect(() => {
    void import('./seating-drag').then((module) => startTransition(() => setSeatingDrag(() => module.default)));
  }, []);
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


      {SeatingDrag ? <SeatingDrag seating={seating} answer={answer} addTable={addTable} /> : <SeatingBoard board={board} answer={answer} addTable={addTable} />}
    </div>
  );
}
