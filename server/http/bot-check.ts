import { Hono, type Context } from 'hono';
import type { HttpRequestContext } from '../context';
import { findSignInCheckLevel } from '../modules/accounts';
import { createBotChallenge } from '../modules/bot-check';
import { refusalOf } from '../kernel';

type WithContext = (c: Context, handle: (context: HttpRequestContext) => Promise<Response> | Response) => Promise<Response>;

/**
 * /api/bot-check/challenge: a fresh proof-of-work challenge for the ALTCHA widget of a form;
 * `?email=` asks for the level a sign-in with that address needs now (more work past the limits).
 */
export function botCheckRoutes(withContext: WithContext) {
  const app = new Hono();
  app.get('/challenge', (c) =>
    withContext(c, async (context) => {
      const email = c.req.query('email');
      try {
        const level = email === undefined ? 1 : Math.max(1, await findSignInCheckLevel(context, { email }));
        // Never cached: each challenge may be solved once.
        return c.json(await createBotChallenge(context, { level }), 200, { 'Cache-Control': 'no-store' });
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return c.json({ error: refusal.message, code: refusal.code, fields: refusal.fields }, refusal.status, { 'Cache-Control': 'no-store' });
      }
    }),
  );
  return app;
}
