import { Form, Link } from 'react-router';
import type { BudgetItem as BudgetItemView } from '../../../server/modules/planning';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { dayText } from '~/lib/format-date';
import { keptValue } from '~/lib/form-errors';
import { BudgetItemFields } from './budget-item-fields';
import { ButtonForm } from './button-form';
import { failureOf, type FormAnswer } from './form-answer';
import { budgetMoney } from './money';
import classes from './planning.module.css';

/** One budget item: what it costs (per guest times the count), what is paid, its payments and its forms. */
export function BudgetItem({ item, guests, answer }: { item: BudgetItemView; guests: number | null; answer: FormAnswer | undefined }) {
  const money = (amount: number) => budgetMoney(amount, item.currency);
  const editId = `update-item-${item.id}`;
  const paymentId = `add-payment-${item.id}`;
  const editFailed = failureOf(answer, editId);
  const paymentFailed = failureOf(answer, paymentId);
  const fromBooking = item.source === 'booking';
  const perGuestLine = (amount: number) => `${money(amount)} a guest × ${guests ?? 0}`;
  const otherFailure = answer?.errors && answer.intent && [`delete-item-${item.id}`, ...item.payments.map((payment) => `update-payment-${payment.id}`)].includes(answer.intent) ? Object.values(answer.errors).join(' ') : null;
  return (
    <li id={`item-${item.id}`} className={classes.item}>
      <div className={classes.itemHead}>
        <p className={classes.itemName}>
          {fromBooking && item.servicePath ? <Link to={item.servicePath}>{item.name}</Link> : item.name}{' '}
          {fromBooking && <span className={classes.badge}>{item.bookingStatus === 'booked' ? 'Booked' : 'Date held'}</span>}
        </p>
        <span className={classes.amount}>{money(item.total)}</span>
      </div>
      <p className={classes.taskMeta}>
        <span>Estimate {item.perGuest ? `${perGuestLine(item.estimate)} = ${money(item.estimateTotal)}` : money(item.estimateTotal)}</span>
        <span>
          {item.actualTotal === null ? 'No agreed price yet' : `Committed ${item.perGuest && item.actual !== null ? `${perGuestLine(item.actual)} = ` : ''}${money(item.actualTotal)}`}
        </span>
        <span>Paid {money(item.paid)}</span>
        {!item.counted && <span>In {item.currency}: not added to your totals</span>}
      </p>
      {fromBooking && (
        <p className={classes.source}>
          From your booking: the accepted quote, GST included.{' '}
          {item.conversationId !== null && <Link to={`/messages?conversation=${item.conversationId}`}>Messages with the vendor</Link>}
        </p>
      )}
      {item.payments.length > 0 && (
        <ul className={classes.payments} aria-label={`Payments for ${item.name}`}>
          {item.payments.map((payment) => (
            <li key={payment.id}>
              <span className={classes.amount}>{money(payment.amount)}</span>
              <span>{payment.dueDate ? <>due <time dateTime={payment.dueDate}>{dayText(payment.dueDate)}</time></> : 'no due date'}</span>
              <span className={`${classes.badge} ${payment.paid ? '' : classes.badgeWarn}`}>{payment.paid ? 'Paid' : 'Pending'}</span>
              {!fromBooking && (
                <ButtonForm
                  intent="update-payment"
                  formId={`update-payment-${payment.id}`}
                  fields={{ id: payment.id, paid: payment.paid ? 'false' : 'true' }}
                  label={payment.paid ? 'Mark as pending' : 'Mark as paid'}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {otherFailure && (
        <p role="alert" className={`${classes.note} ${classes.over}`}>
          {otherFailure}
        </p>
      )}
      {!fromBooking && (
        <div className={classes.itemTools}>
          <details className={classes.tools} open={paymentFailed !== null}>
            <summary>
              Add a payment<span className="visually-hidden"> for “{item.name}”</span>
            </summary>
            <Form method="post" preventScrollReset className={classes.form}>
              <input type="hidden" name="intent" value="add-payment" />
              <input type="hidden" name="form_id" value={paymentId} />
              <input type="hidden" name="item_id" value={item.id} />
              <FormErrorsAlert formId={paymentId} errors={paymentFailed?.errors} />
              <div className={classes.field}>
                <label htmlFor={`${paymentId}-amount`}>Amount ($)</label>
                <input id={`${paymentId}-amount`} name="amount" inputMode="decimal" required maxLength={20} defaultValue={keptValue(paymentFailed?.values, 'amount')} className={classes.input} aria-invalid={paymentFailed?.errors.amount ? true : undefined} />
              </div>
              <div className={classes.field}>
                <label htmlFor={`${paymentId}-due`}>Due date (optional)</label>
                <input id={`${paymentId}-due`} name="due_date" type="date" defaultValue={keptValue(paymentFailed?.values, 'due_date')} className={classes.input} aria-invalid={paymentFailed?.errors.due_date ? true : undefined} />
              </div>
              <label className={`${classes.wide} ${classes.choices}`}>
                <input type="checkbox" name="paid" value="true" defaultChecked={keptValue(paymentFailed?.values, 'paid') === 'true'} /> Already paid
              </label>
              <div className={`${classes.actions} ${classes.wide}`}>
                <button type="submit" className={classes.primary}>
                  Add the payment
                </button>
              </div>
            </Form>
          </details>
          <details className={classes.tools} open={editFailed !== null}>
            <summary>
              Change<span className="visually-hidden"> “{item.name}”</span>
            </summary>
            <div className={classes.actions}>
              <ButtonForm intent="delete-item" formId={`delete-item-${item.id}`} fields={{ id: item.id }} label="Delete the item" />
            </div>
            <Form method="post" preventScrollReset className={classes.form}>
              <input type="hidden" name="intent" value="update-item" />
              <input type="hidden" name="form_id" value={editId} />
              <input type="hidden" name="id" value={item.id} />
              <FormErrorsAlert formId={editId} errors={editFailed?.errors} />
              <BudgetItemFields formId={editId} start={{ category_id: item.categoryId, name: item.name, estimate: item.estimate, actual: item.actual, per_guest: item.perGuest }} failed={editFailed} />
              <div className={`${classes.actions} ${classes.wide}`}>
                <button type="submit" className={classes.primary}>
                  Save the item
                </button>
              </div>
            </Form>
          </details>
        </div>
      )}
    </li>
  );
}
