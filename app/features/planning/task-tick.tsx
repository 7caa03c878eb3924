import { IconCheck } from '@tabler/icons-react';
import { Form } from 'react-router';
import type { PlanningTask } from '../../../server/modules/planning';
import classes from './planning.module.css';

/** Ticks a task off or back on: a plain form whose button says what it does. */
export function TaskTick({ task }: { task: Pick<PlanningTask, 'id' | 'title' | 'done'> }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="complete" />
      <input type="hidden" name="form_id" value={`task-${task.id}`} />
      <input type="hidden" name="id" value={task.id} />
      <input type="hidden" name="done" value={task.done ? 'false' : 'true'} />
      <button type="submit" className={classes.tick} aria-pressed={task.done} aria-label={`Done: ${task.title}`} title={task.done ? 'Mark as not done' : 'Mark as done'}>
        <IconCheck size={18} stroke={3} aria-hidden="true" />
      </button>
    </Form>
  );
}
