import { Button } from '@mantine/core';
import { Form, Link } from 'react-router';
import { plainTerms } from '../../../shared/billing/prices';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import type { FormErrors } from '~/lib/form-errors';
import type { BillingData, BillingSubscription, PlanChangeForm } from './billing-data';
import classes from './billing.module.css';
import { ClaimTrials } from './claim-trials';

/**
 * Change plan or add-ons: a plain GET form prices the choice (?change=…), then a POST form
 * confirms it. Works without JavaScript; open while a price or a refusal is shown.
 */
function ChangePlan({ id, form }: { id: number; form: PlanChangeForm }) {
  const quoteId = `change-${id}-price`;
  return (
    <details className={classes.change} open={form.quote !== null || form.error !== null}>
      <summary>Change plan or add-ons</summary>
      <Form method="get" action="/vendors/billing" preventScrollReset className={classes.subscribeForm} noValidate>
        <input type="hidden" name="change" value={id} />
        <fieldset>
          <legend>Plan</legend>
          {form.plans.map((plan) => (
            <label key={`${plan.id}-${plan.checked}`} className={classes.option}>
              <input type="radio" name="plan_id" value={plan.id} defaultChecked={plan.checked} required /> {plan.label}
            </label>
          ))}
        </fieldset>
        {form.addons.length > 0 && (
          <fieldset>
            <legend>Add-ons (they follow the plan’s interval)</legend>
            {form.addons.map((addon) => (
              <label key={`${addon.attribute}-${addon.checked}`} className={classes.option}>
                <input type="checkbox" name="addon" value={addon.attribute} defaultChecked={addon.checked} /> {addon.label}
              </label>
            ))}
          </fieldset>
        )}
        <Button type="submit" variant="default">
          Show the price
        </Button>
      </Form>
      {form.error && (
        <p role="alert" className={classes.changeError}>
          {form.error}
        </p>
      )}
      {form.quote && (
        <section aria-labelledby={quoteId} className={classes.quote}>
          <h4 id={quoteId}>The price of this change</h4>
          <p>{form.quote.summary}</p>
          {form.quote.lines.length > 0 && (
            <table className={classes.table} aria-label="Its tax invoice">
              <tbody>
                {form.quote.lines.map((line, index) => (
                  <tr key={index}>
                    <td>{line.title}</td>
                    <td>{line.amount}</td>
                  </tr>
                ))}
              </tbody>
              {form.quote.total && (
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td>{form.quote.total}</td>
                  </tr>
                </tfoot>
              )}
            </table>
          )}
          <Form method="post" action="/vendors/billing" className={classes.actions}>
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="plan_id" value={form.quote.planId} />
            {form.quote.attributes.map((attribute) => (
              <input key={attribute} type="hidden" name="addon" value={attribute} />
            ))}
            <Button type="submit" name="intent" value="change">
              {form.quote.confirm}
            </Button>
            <Button component={Link} to="/vendors/billing" preventScrollReset variant="subtle">
              Keep my plan
            </Button>
          </Form>
        </section>
      )}
    </details>
  );
}

function SubscriptionCard({ subscription }: { subscription: BillingSubscription }) {
  const headingId = `subscription-${subscription.id}`;
  return (
    <li className={classes.offer} aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.offerTitle}>
        {subscription.categoryTitle}
      </h3>
      <p className={classes.status}>{subscription.cancelAtPeriodEnd && subscription.periodEnd ? `Cancelled: ends on ${subscription.periodEnd}` : subscription.statusText}</p>
      <dl className={classes.facts}>
        <dt>Plan</dt>
        <dd>
          {subscription.plans.map((plan) => (
            <span key={plan}>{plan}</span>
          ))}
        </dd>
        <dt>Next charge</dt>
        <dd>{subscription.nextCharge ?? (subscription.cancelAtPeriodEnd ? 'None: it will not renew' : 'When the first invoice is paid')}</dd>
        {subscription.credit && (
          <>
            <dt>Credit</dt>
            <dd>{subscription.credit}, taken off your next invoices</dd>
          </>
        )}
        <dt>Payment method</dt>
        <dd>{subscription.paymentMethod}</dd>
      </dl>
      {subscription.pendingChange && (
        <p className={classes.pending}>
          Changing to {subscription.pendingChange.plans} when <Link to={`/vendors/billing/invoices/${subscription.pendingChange.invoiceId}`}>{subscription.pendingChange.invoiceNumber}</Link> is paid; until
          then your plan stays as it is.
        </p>
      )}
      <div className={classes.actions}>
        {subscription.openInvoiceId !== null && (
          <Button component={Link} to={`/vendors/billing/invoices/${subscription.openInvoiceId}`} variant="default">
            Open invoice to pay
          </Button>
        )}
        <Button component={Link} to={`/pricing?category=${subscription.categoryName}`} variant="default">
          Compare plans
        </Button>
        {subscription.awaitingPayment ? (
          <Form method="post" action="/vendors/billing">
            <input type="hidden" name="id" value={subscription.id} />
            <Button type="submit" name="intent" value="cancel" variant="default">
              Cancel: nothing is owed
            </Button>
          </Form>
        ) : subscription.byCard ? (
          <Form method="post" action="/vendors/billing">
            <input type="hidden" name="id" value={subscription.id} />
            <Button type="submit" name="intent" value="portal" variant="default">
              Manage card and plan
            </Button>
          </Form>
        ) : (
          subscription.periodEnd && (
            <Form method="post" action="/vendors/billing">
              <input type="hidden" name="id" value={subscription.id} />
              <Button type="submit" name="intent" value={subscription.cancelAtPeriodEnd ? 'resume' : 'cancel'} variant="default">
                {subscription.cancelAtPeriodEnd ? 'Resume' : 'Cancel at period end'}
              </Button>
            </Form>
          )
        )}
      </div>
      {subscription.change && <ChangePlan id={subscription.id} form={subscription.change} />}
    </li>
  );
}

/** /vendors/billing: claimed listings' days to subscribe, subscriptions with their next charge and payment method, then the tax invoices. */
export function BillingPage({ data, errors, done }: { data: BillingData; errors?: FormErrors; done?: string }) {
  return (
    <div className={`content-width ${classes.page}`}>
      <header className={classes.head}>
        <h1>Billing</h1>
        <p>{plainTerms[0]} {plainTerms[1]}</p>
      </header>
      <FormErrorsAlert formId="billing" errors={errors} />
      <SuccessStatus message={done ?? null} />
      <ClaimTrials trials={data.claimTrials} />
      <section aria-labelledby="subscriptions-title" className={classes.section}>
        <h2 id="subscriptions-title">Subscriptions</h2>
        {data.subscriptions.length === 0 ? (
          <p>
            You have no subscription yet. <Link to="/pricing">Choose a plan</Link> for the category you list in.
          </p>
        ) : (
          <ul className={classes.offers}>
            {data.subscriptions.map((subscription) => (
              <SubscriptionCard key={subscription.id} subscription={subscription} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="invoices-title" className={classes.section}>
        <h2 id="invoices-title">Tax invoices</h2>
        {data.invoices.length === 0 ? (
          <p>No invoices yet.</p>
        ) : (
          <div className={classes.tableWrap}>
            <table className={classes.table}>
              <thead>
                <tr>
                  <th scope="col">Invoice</th>
                  <th scope="col">Issued</th>
                  <th scope="col">Total</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>
                      <Link to={`/vendors/billing/invoices/${invoice.id}`}>{invoice.number}</Link>
                    </td>
                    <td>{invoice.issued}</td>
                    <td>{invoice.total}</td>
                    <td>{invoice.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
