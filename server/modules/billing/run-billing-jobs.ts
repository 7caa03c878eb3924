import { and, eq, inArray, isNull, lte, ne } from 'drizzle-orm';
import { billingInvoices, billingSubscriptions } from '../../../db/schema/billing';
import type { RequestContext } from '../../context';
import { listNotificationContacts } from '../accounts';
import { listCategories } from '../catalog';
import { getSettings } from '../platform';
import { invoiceDueEmail } from './billing-emails';
import { holdEndedClaimTrials } from './claim-trials';
import { asTaxInvoice } from './find-invoice';
import { issueInvoice, periodEndOf, periodLines, subscriptionPlans, type InvoiceRow } from './issue-invoice';
import { applySubscriptionEvent, type SubscriptionEvent, type SubscriptionRow } from './subscription-machine';

const dayMs = 24 * 60 * 60 * 1000;
/** An open invoice is reminded of once, this many days before it falls due. */
const reminderDays = 3;

export type BillingRun = { renewed: number; reminded: number; pastDue: number; hidden: number; ended: number; trialsEnded: number };

/**
 * The billing clock, run hourly with a system context (work no request asked for), each step
 * idempotent: built-in renewal invoices `billing.renewal_notice_days` before a period ends, e-mailed;
 * one reminder of an open invoice before it falls due; at a period's end a cancelled subscription
 * ends and an unpaid built-in one goes past due (7 days of grace, listings still up); when grace
 * runs out, for either provider, its listings are hidden; a claimed listing whose 30 days to subscribe
 * ran out without a subscription in its category is hidden too (nothing charged).
 */
export async function runBillingJobs(job: RequestContext): Promise<BillingRun> {
  // The settings as administrators left them (notice days, bank details), read afresh each run.
  const ctx = { ...job, settings: await getSettings(job.db) };
  const now = ctx.clock.now();
  const run: BillingRun = { renewed: 0, reminded: 0, pastDue: 0, hidden: 0, ended: 0, trialsEnded: 0 };
  const mailed: { vendorId: number; invoice: InvoiceRow; kind: 'renewal' | 'reminder' }[] = [];

  // 1. Renewal invoices, issued once per period (none for a period already invoiced).
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
  const categories = await listCategories(ctx);
  for (const subscription of renewing) {
    const invoice = await ctx.db.transaction(async (db) => {
      const tx = { ...ctx, db };
      const start = subscription.currentPeriodEnd!;
      const [issued] = await db
        .select({ id: billingInvoices.id })
        .from(billingInvoices)
        .where(and(eq(billingInvoices.subscriptionId, subscription.id), eq(billingInvoices.periodStart, start), ne(billingInvoices.status, 'void')));
      if (issued) return null;
      const plans = await subscriptionPlans(tx, subscription);
      const title = categories.find((category) => category.id === subscription.categoryId)!.title;
      return issueInvoice(tx, subscription, { lines: periodLines(plans, title), period: { start, end: periodEndOf(start, plans[0].interval) }, dueAt: start });
    });
    if (invoice) {
      run.renewed++;
      mailed.push({ vendorId: subscription.vendorId, invoice, kind: 'renewal' });
    }
  }

  // 2. One reminder per open invoice, a few days before it falls due (not the day it was sent).
  const due = await ctx.db
    .update(billingInvoices)
    .set({ reminderSentAt: now })
    .where(and(eq(billingInvoices.status, 'open'), isNull(billingInvoices.reminderSentAt), lte(billingInvoices.dueAt, new Date(now.getTime() + reminderDays * dayMs)), lte(billingInvoices.issuedAt, new Date(now.getTime() - dayMs))))
    .returning();
  for (const invoice of due) mailed.push({ vendorId: invoice.vendorId, invoice, kind: 'reminder' });
  run.reminded = due.length;

  // 3. Periods that ended: cancelled ones end, unpaid built-in ones go past due.
  const ended = await ctx.db.select().from(billingSubscriptions).where(and(inArray(billingSubscriptions.status, ['active', 'awaiting_payment', 'past_due', 'hidden']), lte(billingSubscriptions.currentPeriodEnd, now)));
  for (const subscription of ended) {
    if (subscription.cancelAtPeriodEnd) {
      if (await transition(ctx, subscription, 'period_ended')) run.ended++;
    } else if (subscription.provider === 'builtin' && subscription.status === 'active') {
      if (await transition(ctx, subscription, 'payment_failed')) run.pastDue++;
    }
  }

  // 4. Grace that ran out, whichever provider: the listings leave every public read.
  const lapsed = await ctx.db.select().from(billingSubscriptions).where(and(eq(billingSubscriptions.status, 'past_due'), lte(billingSubscriptions.graceEndsAt, now)));
  for (const subscription of lapsed) if (await transition(ctx, subscription, 'grace_expired')) run.hidden++;

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

/** Re-reads the subscription under a lock (a payment may have arrived meanwhile) and applies the event. */
async function transition(ctx: RequestContext, subscription: SubscriptionRow, event: SubscriptionEvent): Promise<boolean> {
  return ctx.db.transaction(async (db) => {
    const [current] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscription.id)).for('update');
    if (current.status !== subscription.status || current.currentPeriodEnd?.getTime() !== subscription.currentPeriodEnd?.getTime()) return false;
    const after = await applySubscriptionEvent({ ...ctx, db }, current, event);
    if (after.status === 'ended') await db.update(billingInvoices).set({ status: 'void', voidedAt: ctx.clock.now() }).where(and(eq(billingInvoices.subscriptionId, current.id), eq(billingInvoices.status, 'open')));
    return after.status !== current.status;
  });
}

/** Runs the billing clock every `intervalMs` (an hour), one run at a time; stop() waits for a run under way. */
export function startBillingJobs(ctx: RequestContext, { intervalMs = 60 * 60 * 1000 }: { intervalMs?: number } = {}): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= runBillingJobs(ctx)
      .catch((error: unknown) => console.error('[ever-after] billing run failed:', error))
      .finally(() => (running = null));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
