import { and, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { billingInvoices, billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { listNotificationContacts } from '../accounts/internal';
import { isUniqueViolation } from '../../kernel';
import { invoiceDueEmail } from './billing-emails';
import { holdEndedClaimTrials } from './claim-trials';
import { asTaxInvoice } from './find-invoice';
import { openInvoicesOf, voidInvoiceRow, type InvoiceRow } from './issue-invoice';
import { renewIfDue } from './settle-invoice';
import { applySubscriptionEvent, type SubscriptionEvent } from './subscription-machine';
import { type SubscriptionRow } from '../../../db/schema/billing';

const dayMs = 24 * 60 * 60 * 1000;
/** An open invoice is reminded of once, this many days before it falls due. */
const reminderDays = 3;

export type BillingRun = { renewed: number; reminded: number; pastDue: number; hidden: number; ended: number; trialsEnded: number };

/**
 * The billing clock, run at start and hourly with a system context (work no request asked for),
 * each step idempotent: built-in renewal invoices `billing.renewal_notice_days` before a period
 * ends, e-mailed; one reminder of an open invoice before it falls due (none for a subscription that
 * will not renew); at a period's end a cancelled subscription ends (one cancelled before its first
 * payment too), an unpaid built-in one goes past due (7 days of grace, listings still up) and a
 * change priced in that period and still unpaid lapses; when grace runs out, for either provider,
 * its listings are hidden; a claimed listing whose 30 days to subscribe ran out without a
 * subscription in its category is hidden too (nothing charged).
 * The job runner runs it (`billingClock`), one server instance at a time under its lease.
 */
export async function runBillingJobs(ctx: RequestContext): Promise<BillingRun> {
  const now = ctx.clock.now();
  const run: BillingRun = { renewed: 0, reminded: 0, pastDue: 0, hidden: 0, ended: 0, trialsEnded: 0 };
  const mailed: { vendorId: number; invoice: InvoiceRow; kind: 'renewal' | 'reminder' }[] = [];

  // 1. Renewal invoices, issued once per period (the unique index holds it, should two runs overlap).
  const renewing = await ctx.db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.provider, 'builtin'),
        inArray(billingSubscriptions.status, ['active', 'past_due']),
        eq(billingSubscriptions.cancelAtPeriodEnd, false),
        lte(billingSubscriptions.currentPeriodEnd, new Date(now.getTime() + ctx.settings['billing.renewal_notice_days'] * dayMs)),
      ),
    );
  for (const subscription of renewing) {
    const invoice = await ctx.db
      .transaction(async (db) => {
        const [current] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscription.id)).for('update');
        return renewIfDue({ ...ctx, db }, current);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return null;
        throw error;
      });
    if (invoice) {
      run.renewed++;
      if (invoice.status === 'open' && invoice.vendorId !== null) mailed.push({ vendorId: invoice.vendorId, invoice, kind: 'renewal' });
    }
  }

  // 2. Periods that ended: cancelled ones end, unpaid built-in ones go past due; one cancelled
  // before it was ever paid ends too.
  const ended = await ctx.db
    .select()
    .from(billingSubscriptions)
    .where(
      or(
        and(inArray(billingSubscriptions.status, ['active', 'past_due', 'hidden']), lte(billingSubscriptions.currentPeriodEnd, now)),
        and(eq(billingSubscriptions.status, 'awaiting_payment'), eq(billingSubscriptions.cancelAtPeriodEnd, true)),
      ),
    );
  for (const subscription of ended) {
    if (subscription.cancelAtPeriodEnd) {
      if (await transition(ctx, subscription, subscription.status === 'awaiting_payment' ? 'closed' : 'period_ended')) run.ended++;
    } else if (subscription.provider === 'builtin' && subscription.status === 'active') {
      if (await transition(ctx, subscription, 'payment_failed')) run.pastDue++;
    }
  }

  // 3. Grace that ran out, whichever provider: the listings leave every public read.
  const lapsed = await ctx.db.select().from(billingSubscriptions).where(and(eq(billingSubscriptions.status, 'past_due'), lte(billingSubscriptions.graceEndsAt, now)));
  for (const subscription of lapsed) if (await transition(ctx, subscription, 'grace_expired')) run.hidden++;

  // 4. One reminder per open invoice, a few days before it falls due (not the day it was sent),
  // unless its subscription ended or (for a renewal) will not renew; after the steps that void some.
  const due = await ctx.db
    .update(billingInvoices)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(billingInvoices.status, 'open'),
        isNull(billingInvoices.reminderSentAt),
        lte(billingInvoices.dueAt, new Date(now.getTime() + reminderDays * dayMs)),
        lte(billingInvoices.issuedAt, new Date(now.getTime() - dayMs)),
        inArray(
          billingInvoices.subscriptionId,
          ctx.db
            .select({ id: billingSubscriptions.id })
            .from(billingSubscriptions)
            .where(and(ne(billingSubscriptions.status, 'ended'), or(eq(billingSubscriptions.cancelAtPeriodEnd, false), ne(billingInvoices.purpose, 'renewal')))),
        ),
      ),
    )
    .returning();
  for (const invoice of due) if (invoice.vendorId !== null) mailed.push({ vendorId: invoice.vendorId, invoice, kind: 'reminder' });
  run.reminded = due.length;

  // 5. Claimed listings whose days to subscribe ran out unsubscribed leave every public read too.
  run.trialsEnded = await holdEndedClaimTrials(ctx);

  // E-mail after the writes: a message that fails leaves the invoices as they are.
  const contacts = await listNotificationContacts(ctx, [...new Set(mailed.map((entry) => entry.vendorId))]);
  for (const { vendorId, invoice, kind } of mailed) {
    const contact = contacts.get(vendorId);
    if (contact) await ctx.mailer.send(invoiceDueEmail(contact, asTaxInvoice(ctx.settings, invoice), `${ctx.publicUrl}/vendors/billing/invoices/${invoice.id}`, kind));
  }
  return run;
}

/**
 * Re-reads the subscription under a lock (a payment may have arrived meanwhile) and applies the
 * event. A period that ends unpaid takes the changes priced in it along: they lapse.
 */
async function transition(ctx: RequestContext, subscription: SubscriptionRow, event: SubscriptionEvent): Promise<boolean> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [current] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscription.id)).for('update');
    if (current.status !== subscription.status || current.currentPeriodEnd?.getTime() !== subscription.currentPeriodEnd?.getTime()) return false;
    if (event === 'payment_failed') for (const change of await openInvoicesOf(tx, current.id, 'change')) await voidInvoiceRow(tx, change, 'Unpaid when the period it was priced in ended: the change lapsed.');
    const after = await applySubscriptionEvent(tx, current, event, { reason: event === 'closed' ? 'Cancelled before its first payment.' : undefined });
    return after.status !== current.status;
  });
}
