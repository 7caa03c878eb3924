import { Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PlanningOverview } from '../../../server/modules/planning';
import { Countdown } from './countdown';
import type { FormAnswer } from './form-answer';
import { budgetMoney } from './money';
import { PlanningNav } from './planning-nav';
import { TaskDue } from './task-due';
import { TaskTick } from './task-tick';
import classes from './planning.module.css';

export type OverviewData = PlanningOverview;

/** /planning (issue 33): one page for where the wedding stands. */
export function OverviewPage({ data, answer }: { data: OverviewData; answer: FormAnswer | undefined }) {
  const { budget } = data;
  const money = (amount: number) => budgetMoney(amount, budget.currency);
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>Your wedding plan</Title>
      <PlanningNav />
      <Countdown daysSinceWedding={data.daysSinceWedding} weddingDate={data.weddingDate} weddingLocation={data.weddingLocation} />
      {answer?.errors && (
        <p role="alert" className={`${classes.notice} ${classes.over}`}>
          {Object.values(answer.errors).join(' ')}
        </p>
      )}
      <div className={classes.grid}>
        <section className={classes.panel} aria-labelledby="next-tasks">
          <h2 id="next-tasks">Next tasks</h2>
          {data.nextTasks.length === 0 ? (
            <p className={classes.meta}>Nothing left to do on your checklist. Add your own tasks there.</p>
          ) : (
            <ul className={classes.list}>
              {data.nextTasks.map((task) => (
                <li key={task.id} className={`${classes.task} ${task.done ? classes.taskDone : ''}`}>
                  <TaskTick task={task} />
                  <div className={classes.taskBody}>
                    <p className={classes.taskTitle}>{task.title}</p>
                    <p className={classes.taskMeta}>
                      <TaskDue task={task} />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <p className={classes.meta}>
            <Link to="/planning/checklist">
              The whole checklist: {data.tasksDone} of {data.tasksTotal} done
            </Link>
          </p>
        </section>
        <section className={classes.panel} aria-labelledby="budget-glance">
          <h2 id="budget-glance">Budget</h2>
          <dl className={classes.figures}>
            <div>
              <dt>Planned</dt>
              <dd>{money(budget.planned)}</dd>
            </div>
            <div>
              <dt>Committed</dt>
              <dd>{money(budget.committed)}</dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd>{money(budget.paid)}</dd>
            </div>
            <div>
              <dt>Left</dt>
              <dd className={budget.left !== null && budget.left < 0 ? classes.over : undefined}>{budget.left === null ? 'No total yet' : money(budget.left)}</dd>
            </div>
          </dl>
          <p className={classes.meta}>
            {budget.total === null ? 'Set a total to see what is left. ' : `Of a total of ${money(budget.total)}. `}
            Planned is your estimates, committed what you agreed to pay (bookings included), left the total minus what you expect to spend.
          </p>
          {budget.overspend > 0 && <p className={`${classes.notice} ${classes.over}`}>You expect to spend {money(budget.overspend)} more than your total.</p>}
          <p className={classes.meta}>
            <Link to="/planning/budget">Open the budget</Link>
          </p>
        </section>
        <section className={classes.panel} aria-labelledby="booked">
          <h2 id="booked">Booked vendors</h2>
          {data.booked.length === 0 ? (
            <p className={classes.meta}>
              When you accept a vendor’s quote in <Link to="/messages">Messages</Link>, they show here and in your budget.
            </p>
          ) : (
            <ul className={classes.list}>
              {data.booked.map((category) =>
                category.vendors.map((vendor) => (
                  <li key={vendor.bookingId}>
                    <p className={classes.taskTitle}>
                      {category.title}: {vendor.servicePath ? <Link to={vendor.servicePath}>{vendor.serviceName}</Link> : vendor.serviceName}
                    </p>
                    <p className={classes.taskMeta}>
                      <span className={classes.badge}>{vendor.status === 'booked' ? 'Booked' : 'Date held'}</span>
                      <span>{budgetMoney(vendor.total, vendor.currency)}</span>
                      <Link to={`/messages?conversation=${vendor.conversationId}`}>Messages</Link>
                    </p>
                  </li>
                )),
              )}
            </ul>
          )}
          <p className={classes.meta}>
            <Link to="/my-vendors">My vendors</Link>
          </p>
        </section>
        <section className={classes.panel} aria-labelledby="missing">
          <h2 id="missing">Still to book</h2>
          {data.missing.length === 0 ? (
            <p className={classes.meta}>Every kind of vendor on Ever After is booked.</p>
          ) : (
            <ul className={classes.list}>
              {data.missing.map((category) => (
                <li key={category.categoryId}>
                  <Link to={category.searchUrl}>{category.text}</Link>
                </li>
              ))}
            </ul>
          )}
          <p className={classes.source}>Plain searches near your wedding, in the usual order: nobody pays to be listed here.</p>
        </section>
      </div>
    </div>
  );
}
