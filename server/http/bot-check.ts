import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { createBotChallenge } from '../modules/platform/create-bot-challenge';

/** /api/bot-check/challenge: a fresh proof-of-work challenge for the ALTCHA widget of a form. */
export function botCheckRoutes(db: Database) {
  const app = new Hono();
  // Never cached: each challenge may be solved once.
  app.get('/challenge', async (c) => c.json(await createBotChallenge(db), 200, { 'Cache-Control': 'no-store' }));
  return app;
}
