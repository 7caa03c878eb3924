import { Form, Link } from 'react-router';
import type { PlanningTask } from '../../../server/modules/planning';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { dayText } from '~/lib/format-date';
import { budgetCategoryOf } from '../../../shared/planning/budget';
import { ButtonForm } from './button-form';
import { failureOf, type FormAnswer } from './form-answer';
import { TaskDue } from './task-due';
import { TaskFields } from './task-fields';
import { TaskTick } from './task-tick';
import classes from './planning.module.css';

type Neighbours = { before: PlanningTask | undefined; after: PlanningTask | undefined };

/** One task of the checklist: tick, title, due date, note, the law's details, its links and its tools. */
export function TaskItem({ task, neighbours, answer }: { task: PlanningTask; neighbours: Neighbours; answer: FormAnswer | undefined }) {
  const editId = `update-${task.id}`;
  const failed = failureOf(answer, editId);
  const category = task.categoryId ? budgetCategoryOf(task.categoryId) : undefined;
  const otherFailure = answer?.errors && answer.intent?.endsWith(`-${task.id}`) && answer.intent !== editId ? Object.values(answer.errors).join(' ') : null;
  return (
    <li id={`task-${task.id}`} className={`${classes.task} ${task.done ? classes.taskDone : ''}`}>
      <TaskTick task={task} />
      <div className={classes.taskBody}>
        <p className={classes.taskTitle}>{task.title}</p>
        <p className={classes.taskMeta}>
          <TaskDue task={task} />
          {task.conversationId !== null && <Link to={`/messages?conversation=${task.conversationId}`}>Your {category?.singular ?? 'vendor'}’s messages</Link>}
          {task.conversationId === null && task.searchUrl && <Link to={task.searchUrl}>Search {category?.plural ?? 'vendors'}</Link>}
        </p>
        {task.note && <p className={classes.note}>{task.note}</p>}
        {task.legal && (
          <div className={classes.legal}>
            {task.legal.opens && task.legal.deadline && (
              <p className={classes.note}>
                For your date: not before <time dateTime={task.legal.opens}>{dayText(task.legal.opens)}</time>, and no later than{' '}
                <time dateTime={task.legal.deadline}>{dayText(task.legal.deadline)}</time>.
              </p>
            )}
            <p className={classes.note}>
              <a href={task.legal.officialUrl} rel="noopener noreferrer" target="_blank">
                {task.legal.officialName} (opens in a new tab)
              </a>
            </p>
            {!task.note.includes(task.legal.notLegalAdvice) && <p className={classes.note}>{task.legal.notLegalAdvice}</p>}
          </div>
        )}
        {otherFailure && (
          <p role="alert" className={`${classes.note} ${classes.over}`}>
            {otherFailure}
          </p>
        )}
        <details className={classes.tools} open={failed !== null}>
          <summary>
            Change<span className="visually-hidden"> “{task.title}”</span>
          </summary>
          <div className={classes.actions}>
            {neighbours.before && <ButtonForm intent="move" formId={`move-${task.id}`} fields={{ id: task.id, position: neighbours.before.position }} label="Move up" />}
            {neighbours.after && <ButtonForm intent="move" formId={`move-${task.id}`} fields={{ id: task.id, position: neighbours.after.position }} label="Move down" />}
            <ButtonForm intent="hide" formId={`hide-${task.id}`} fields={{ id: task.id, hidden: task.hidden ? 'false' : 'true' }} label={task.hidden ? 'Show again' : 'Hide'} />
          </div>
          <Form method="post" preventScrollReset className={classes.form}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="form_id" value={editId} />
            <input type="hidden" name="id" value={task.id} />
            <FormErrorsAlert formId={editId} errors={failed?.errors} />
            <TaskFields formId={editId} start={{ title: task.title, due_date: task.dueDate, note: task.note, category_id: task.categoryId }} failed={failed} />
            <div className={`${classes.actions} ${classes.wide}`}>
              <button type="submit" className={classes.primary}>
                Save the task
              </button>
            </div>
          </Form>
        </details>
      </div>
    </li>
  );
}
