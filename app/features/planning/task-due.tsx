import type { PlanningTask } from '../../../server/modules/planning';
import { dayText } from '~/lib/format-date';
import classes from './planning.module.css';

/** When a task is due, and whether it is late or done. */
export function TaskDue({ task }: { task: Pick<PlanningTask, 'dueDate' | 'done' | 'doneAt' | 'overdue'> }) {
  return (
    <>
      {task.dueDate && (
        <span>
          Due <time dateTime={task.dueDate}>{dayText(task.dueDate)}</time>
        </span>
      )}
      {task.overdue && <span className={`${classes.badge} ${classes.badgeWarn}`}>Overdue</span>}
      {task.done && <span className={classes.badge}>Done</span>}
    </>
  );
}
