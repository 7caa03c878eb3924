import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A STAND-IN FOR STRIPE'S API, for tests only (never shipped, never used by the server outside
 * tests): a local HTTP server that answers the few calls the Stripe adapter makes, checks each
 * request's method, path and form parameters against what Stripe requires, and records them. A
 * call it does not know, or with a parameter missing or wrong, is answered 400 like Stripe and
 * listed in `refused`, so a test sees the adapter's mistake rather than a silent success.
 */

export type RecordedStripeRequest = { method: string; path: string; params: Record<string, string>; idempotencyKey: string | undefined };

type Json = Record<string, unknown>;

/** Stripe's form encoding, flattened: line_items[0][price] → value. */
function formParams(body: string, query: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) params[key] = value;
  for (const [key, value] of query) params[key] = value;
  return params;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });

export type StripeApiStandIn = {
  url: string;
  requests: RecordedStripeRequest[];
  refused: string[];
  /** A subscription GET /v1/subscriptions/{id} answers (the adapter re-reads one when in doubt). */
  putSubscription(subscription: Json & { id: string }): void;
  /** A Checkout Session the buyer paid: it can no longer be expired. */
  completeCheckout(id: string): void;
  close(): Promise<void>;
};

export async function startStripeApiStandIn(): Promise<StripeApiStandIn> {
  const requests: RecordedStripeRequest[] = [];
  const refused: string[] = [];
  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  let counter = 0;

  /** Requires these parameters (and values, where given): a missing or different one is refused. */
  const need = (params: Record<string, string>, wanted: Record<string, string | RegExp>) =>
    Object.entries(wanted).flatMap(([key, value]) => {
      const got = params[key];
      const fits = got !== undefined && (typeof value === 'string' ? got === value : value.test(got));
      return fits ? [] : [`${key}=${got ?? '(missing)'}`];
    });

  const routes: { method: string; path: RegExp; answer: (params: Record<string, string>, match: RegExpMatchArray) => [number, Json] | [number, Json, 'as Stripe answers'] }[] = [
    {
      method: 'GET',
      path: /^\/v1\/prices$/,
      answer: (params) => [200, { object: 'list', has_more: false, url: '/v1/prices', data: prices.has(params['lookup_keys[0]']) ? [prices.get(params['lookup_keys[0]'])] : [] }],
    },
    {
      method: 'GET',
      path: /^\/v1\/products\/([\w-]+)$/,
      answer: (_params, match) => (products.has(match[1]) ? [200, products.get(match[1])!] : [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such product: '${match[1]}'` } }]),
    },
    {
      method: 'POST',
      path: /^\/v1\/products$/,
      answer: (params) => {
        const problems = need(params, { id: /^plan_\d+$/, name: /\S/ });
        if (problems.length > 0) return [400, { error: { type: 'invalid_request_error', message: problems.join(', ') } }];
        const product = { id: params.id, object: 'product', name: params.name };
        products.set(params.id, product);
        return [200, product];
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/products\/([\w-]+)$/,
      answer: (params, match) => {
        const product = products.get(match[1]);
        if (!product) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such product: '${match[1]}'` } }];
        const problems = need(params, { name: /\S/, active: /^(true|false)$/ });
        if (problems.length > 0) return [400, { error: { type: 'invalid_request_error', message: problems.join(', ') } }];
        const updated = { ...product, name: params.name, active: params.active === 'true' };
        products.set(match[1], updated);
        return [200, updated];
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/prices$/,
      answer: (params) => {
        const problems = need(params, { product: /^plan_\d+$/, currency: /^(aud|nzd)$/, unit_amount: /^\d+$/, 'recurring[interval]': /^(month|year)$/, tax_behavior: 'inclusive', lookup_key: /^plan_\d+_/ });
        if (problems.length > 0) return [400, { error: { type: 'invalid_request_error', message: problems.join(', ') } }];
        const price = { id: `price_${++counter}`, object: 'price', product: params.product, currency: params.currency, unit_amount: Number(params.unit_amount), lookup_key: params.lookup_key };
        prices.set(params.lookup_key, price);
        return [200, price];
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/checkout\/sessions$/,
      answer: (params) => {
        const problems = need(params, { mode: 'subscription', 'line_items[0][price]': /^price_\d+$/, 'line_items[0][quantity]': '1', client_reference_id: /^\d+$/, 'subscription_data[metadata][subscription_id]': /^\d+$/, success_url: /^https?:\/\//, cancel_url: /^https?:\/\// });
        if (!params.customer && !params.customer_email) problems.push('customer or customer_email');
        if (problems.length > 0) return [400, { error: { type: 'invalid_request_error', message: problems.join(', ') } }];
        const id = `cs_test_${++counter}`;
        const session = { id, object: 'checkout.session', mode: 'subscription', status: 'open', url: `https://checkout.stripe.test/c/pay/${id}` };
        sessions.set(id, session);
        return [200, session];
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/sessions\/(cs_\w+)$/,
      answer: (_params, match) => (sessions.has(match[1]) ? [200, sessions.get(match[1])!] : [404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${match[1]}'` } }]),
    },
    {
      method: 'POST',
      path: /^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/,
      answer: (_params, match) => {
        const session = sessions.get(match[1]);
        if (!session) return [404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${match[1]}'` } }];
        // Stripe’s answer for a session no longer open: a state the adapter must handle, not a malformed call.
        if (session.status !== 'open') return [400, { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status of \`open\` can be expired. This session has a status of \`${String(session.status)}\`.` } }, 'as Stripe answers'];
        const expired = { ...session, status: 'expired', url: null };
        sessions.set(match[1], expired);
        return [200, expired];
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/billing_portal\/sessions$/,
      answer: (params) => {
        const problems = need(params, { customer: /^cus_/, return_url: /^https?:\/\// });
        if (problems.length > 0) return [400, { error: { type: 'invalid_request_error', message: problems.join(', ') } }];
        return [200, { id: `bps_${++counter}`, object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${counter}` }];
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/subscriptions\/(sub_\w+)$/,
      answer: (_params, match) => (subscriptions.has(match[1]) ? [200, subscriptions.get(match[1])!] : [404, { error: { type: 'invalid_request_error', message: `No such subscription: '${match[1]}'` } }]),
    },
    {
      method: 'DELETE',
      path: /^\/v1\/subscriptions\/(sub_\w+)$/,
      answer: (_params, match) => {
        const subscription = subscriptions.get(match[1]);
        if (!subscription) return [404, { error: { type: 'invalid_request_error', message: `No such subscription: '${match[1]}'` } }];
        const cancelled = { ...subscription, status: 'canceled' };
        subscriptions.set(match[1], cancelled);
        return [200, cancelled];
      },
    },
  ];

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params = formParams(await readBody(request), url.searchParams);
    const key = request.headers['idempotency-key'];
    requests.push({ method: request.method ?? '', path: url.pathname, params, idempotencyKey: typeof key === 'string' ? key : undefined });
    const route = routes.find((entry) => entry.method === request.method && entry.path.test(url.pathname));
    const [status, body, expected] = route ? route.answer(params, url.pathname.match(route.path)!) : [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } }];
    if ((status === 400 && !expected) || !route) refused.push(`${request.method} ${url.pathname}: ${(body.error as { message: string }).message}`);
    response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${counter}` });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refused,
    putSubscription: (subscription) => subscriptions.set(subscription.id, subscription),
    completeCheckout: (id) => sessions.set(id, { ...sessions.get(id), status: 'complete', url: null }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
