import { Button } from '@mantine/core';
import { Form, Link } from 'react-router';
import { plainTerms } from '../../../shared/billing/prices';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import type { FormErrors } from '~/lib/form-errors';
import type { BillingData, BillingSubscription } from './billing-data';
import classes from './billing.module.css';
import { ClaimTrials } from './claim-trials';

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
        <dt>Payment method</dt>
        <dd>{subscription.paymentMethod}</dd>
      </dl>
      <div className={classes.actions}>
        {subscription.openInvoiceId !== null && (
          <Button component={Link} to={`/vendors/billing/invoices/${subscription.openInvoiceId}`} variant="default">
            Open invoice to pay
          </Button>
        )}
        <Button component={Link} to={`/pricing?category=${subscription.categoryName}`} variant="default">
          Compare plans
        </Button>
        {subscription.byCard ? (
          <Form method="post">
            <input type="hidden" name="id" value={subscription.id} />
            <Button type="submit" name="intent" value="portal" variant="default">
              Manage card and plan
            </Button>
          </Form>
        ) : subscription.periodEnd && (
          <Form method="post">
            <input type="hidden" name="id" value={subscription.id} />
            <Button type="submit" name="intent" value={subscription.cancelAtPeriodEnd ? 'resume' : 'cancel'} variant="default">
              {subscription.cancelAtPeriodEnd ? 'Resume' : 'Cancel at period end'}
            </Button>
          </Form>
        )}
      </div>
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
