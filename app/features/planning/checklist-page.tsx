import { Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import type { Checklist } from '../../../server/modules/planning';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { dayText } from '~/lib/format-date';
import { failureOf, type FormAnswer } from './form-answer';
import { PlanningNav } from './planning-nav';
import { TaskFields } from './task-fields';
import { TaskItem } from './task-item';
import classes from './planning.module.css';

export type ChecklistData = { checklist: Checklist; hasLocation: boolean };

const percent = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));

/** /planning/checklist (issue 33): the tasks by period with progress, the law of the couple's country, their own tasks. */
export function ChecklistPage({ data, answer }: { data: ChecklistData; answer: FormAnswer | undefined }) {
  const list = data.checklist;
  const addFailed = failureOf(answer, 'add');
  // A new task's form starts empty again once it was added (its key changes with each success).
  const added = answer?.done === 'add';
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>Checklist</Title>
      <PlanningNav />
      <p className={classes.intro}>
        {list.done} of {list.total} tasks done ({percent(list.done, list.total)}%).
      </p>
      <div className={classes.progress} aria-hidden="true">
        <span style={{ width: `${percent(list.done, list.total)}%` }} />
      </div>
      {list.weddingDate === null ? (
        <p className={classes.notice}>
          <Link to="/profile?tab=wedding">Add your wedding date</Link> and every task gets a due date; until then they are grouped by when couples usually do them.
        </p>
      ) : (
        <p className={classes.meta}>
          Due dates count back from your wedding on <time dateTime={list.weddingDate}>{dayText(list.weddingDate)}</time>.
          {list.compressed && list.scheduleFrom
            ? ` Your wedding is less than a year away, so the tasks whose usual time had already passed on ${dayText(list.scheduleFrom)} are spread over the weeks after it, in order, instead of all being late.`
            : ''}
        </p>
      )}
      {list.country === null && (
        <p className={classes.notice}>
          {data.hasLocation ? 'We could not tell which country your wedding location is in, ' : 'Without a wedding location, '}
          so the checklist shows the legal step of both Australia and New Zealand. <Link to="/profile?tab=wedding">Set your wedding location</Link>.
        </p>
      )}
      <SuccessStatus message={answer?.done === 'add' ? 'Task added.' : null} />
      {list.periods.map((period) => (
        <section key={period.key} className={`${classes.panel} ${classes.period}`} aria-labelledby={`period-${period.key}`}>
          <div className={classes.periodHead}>
            <h2 id={`period-${period.key}`}>{period.title}</h2>
            <span className={classes.meta}>
              {period.done} of {period.total} done
            </span>
          </div>
          <div className={classes.progress} aria-hidden="true">
            <span style={{ width: `${percent(period.done, period.total)}%` }} />
          </div>
          <ul className={classes.list}>
            {period.tasks.map((task, index) => (
              <TaskItem key={task.id} task={task} neighbours={{ before: period.tasks[index - 1], after: period.tasks[index + 1] }} answer={answer} />
            ))}
          </ul>
        </section>
      ))}
      <section className={classes.panel} aria-labelledby="add-task">
        <h2 id="add-task">Add a task</h2>
        <Form key={added ? `added-${list.total}` : 'add'} method="post" preventScrollReset className={classes.form}>
          <input type="hidden" name="intent" value="add" />
          <FormErrorsAlert formId="add" errors={addFailed?.errors} />
          <TaskFields formId="add" start={{}} failed={addFailed} />
          <div className={`${classes.actions} ${classes.wide}`}>
            <button type="submit" className={classes.primary}>
              Add the task
            </button>
          </div>
        </Form>
      </section>
      {list.hidden.length > 0 && (
        <section className={classes.panel} aria-labelledby="hidden-tasks">
          <h2 id="hidden-tasks">Hidden tasks</h2>
          <p className={classes.meta}>Tasks you hid: they count for nothing until you show them again.</p>
          <ul className={classes.list}>
            {list.hidden.map((task) => (
              <TaskItem key={task.id} task={task} neighbours={{ before: undefined, after: undefined }} answer={answer} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
