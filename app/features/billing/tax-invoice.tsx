import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { InvoiceView } from './billing-data';
import classes from './tax-invoice.module.css';

/** A tax invoice, laid out to print (the site's frame is left off paper by the print styles). */
export function TaxInvoice({ invoice }: { invoice: InvoiceView }) {
  return (
    <div className={`content-width ${classes.page}`}>
      <p className={classes.tools}>
        <Link to="/vendors/billing">Back to billing</Link>
        <Button component="a" href={`/vendors/billing/invoices/${invoice.id}/pdf`} variant="default">
          Download PDF
        </Button>
      </p>
      <article className={classes.invoice} aria-labelledby="invoice-title">
        <header className={classes.top}>
          <div>
            <h1 id="invoice-title">Tax invoice</h1>
            <p>
              {invoice.seller.name}
              <br />
              ABN {invoice.seller.abn}
            </p>
          </div>
          <dl className={classes.meta}>
            <dt>Invoice</dt>
            <dd>{invoice.number}</dd>
            <dt>Issued</dt>
            <dd>{invoice.issued}</dd>
            <dt>Due</dt>
            <dd>{invoice.due}</dd>
            <dt>Status</dt>
            <dd>{invoice.paid ? `${invoice.status} on ${invoice.paid}` : invoice.status}</dd>
          </dl>
        </header>
        <section aria-labelledby="buyer-title">
          <h2 id="buyer-title">Billed to</h2>
          <p>
            {invoice.buyer.name}
            <br />
            {invoice.buyer.number}
          </p>
        </section>
        <table className={classes.lines}>
          <caption>Period {invoice.period}</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.title}</td>
                <td>{line.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{invoice.total}</td>
            </tr>
            <tr>
              <td colSpan={2}>{invoice.taxText}</td>
            </tr>
          </tfoot>
        </table>
        {invoice.open && (
          <section aria-labelledby="pay-title">
            <h2 id="pay-title">How to pay</h2>
            <p>
              By bank transfer to {invoice.seller.bank.accountName}, BSB {invoice.seller.bank.bsb}, account {invoice.seller.bank.accountNumber}, with <strong>{invoice.number}</strong> as the reference.
              We mark it paid when the transfer arrives; {invoice.whenPaid}
            </p>
          </section>
        )}
      </article>
    </div>
  );
}
