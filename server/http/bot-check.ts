import { Hono, type Context } from 'hono';
import type { HttpRequestContext } from '../context';
import { createBotChallenge } from '../modules/bot-check';

type WithContext = (c: Context, handle: (context: HttpRequestContext) => Promise<Response> | Response) => Promise<Response>;

/** /api/bot-check/challenge: a fresh proof-of-work challenge for the ALTCHA widget of a form. */
export function botCheckRoutes(withContext: WithContext) {
  const app = new Hono();
  // Never cached: each challenge may be solved once.
  app.get('/challenge', (c) => withContext(c, async (context) => c.json(await createBotChallenge(context), 200, { 'Cache-Control': 'no-store' })));
  return app;
}
