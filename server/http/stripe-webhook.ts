import { Hono } from 'hono';
import type { StripePayments } from '../integrations/payments/stripe/stripe-payments';
import { applyStripeEvent } from '../modules/billing';
import type { WithContext } from './chat-json';

/** Stripe's webhook path (README): give it to Stripe with the events billing handles. */
export const stripeWebhookPath = '/api/stripe/webhook';

const plain = (text: string, status: 200 | 400) => new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * POST /api/stripe/webhook: an event is verified on the raw body with Stripe-Signature
 * (stripe.webhooks.constructEvent) before anything is read from it; a bad or missing signature is
 * refused with 400 and changes nothing. A verified event is applied once (a replay answers 200, so
 * Stripe stops sending it).
 */
export function stripeWebhookRoutes(stripe: StripePayments, withContext: WithContext) {
  const app = new Hono();
  app.post('/', async (c) => {
    const signature = c.req.header('stripe-signature');
    const body = await c.req.text();
    let event;
    try {
      if (!signature) throw new Error('no Stripe-Signature header');
      event = stripe.verifyEvent(body, signature);
    } catch {
      return plain('The Stripe signature does not match this body.', 400);
    }
    return withContext(c, async (context) => plain(await applyStripeEvent({ ...context, viewer: null, session: null }, event), 200));
  });
  return app;
}
