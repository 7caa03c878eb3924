import { Hono, type Context } from 'hono';
import { parse, serialize } from 'hono/utils/cookie';
import { afterSignIn, loginRedirectPath } from '../../shared/accounts/login-destination';
import type { HttpRequestContext } from '../context';
import { roleOf } from '../kernel';
import { beginPasskeyRegistration, beginPasskeySignIn, finishPasskeyRegistration, finishPasskeySignIn } from '../modules/accounts';
import { chatErrorResponse, readJsonObject, type JsonBody, type WithContext } from './chat-json';
import { flashMessages, setFlash } from './flash-cookie';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * The passkey ceremonies' JSON endpoints (WebAuthn speaks JSON, and needs the browser's scripts):
 * POST …/registration/options and …/registration add a passkey (signed in); …/sign-in/options and
 * …/sign-in sign in with one. Each `options` answer keeps its challenge's token in a five-minute
 * httpOnly cookie, which the next call spends. Cross-site POSTs never get here (same-origin
 * check), and the cookie is SameSite=Strict.
 */
export function passkeyRoutes(withContext: WithContext) {
  const app = new Hono();

  app.post('/registration/options', (c) =>
    withContext(c, async (context) => {
      const { token, options } = await beginPasskeyRegistration(context);
      setCeremonyCookie(context, token);
      return c.json(options, 200, noStore);
    }).catch((error: unknown) => chatErrorResponse(c, error)),
  );

  app.post('/registration', (c) =>
    ceremonyAnswer(c, withContext, async (context, body, token) => {
      const passkey = await finishPasskeyRegistration(context, { token, response: body.response, name: body.name ?? undefined });
      return { passkey: { id: passkey.id, name: passkey.name } };
    }),
  );

  app.post('/sign-in/options', (c) =>
    withContext(c, async (context) => {
      const { token, options } = await beginPasskeySignIn(context);
      setCeremonyCookie(context, token);
      return c.json(options, 200, noStore);
    }).catch((error: unknown) => chatErrorResponse(c, error)),
  );

  // `stay` (the auth popup): no page to go to; otherwise where to go, as the password form's action redirects.
  app.post('/sign-in', (c) =>
    ceremonyAnswer(c, withContext, async (context, body, token) => {
      const viewer = await finishPasskeySignIn(context, { token, response: body.response });
      if (body.stay === true) return { message: flashMessages['signed-in'] };
      setFlash(context, 'signed-in');
      return { redirect: loginRedirectPath(afterSignIn(typeof body.redirectTo === 'string' ? body.redirectTo : null), roleOf(viewer)) };
    }),
  );

  return app;
}

/** A ceremony's second call: the JSON body and the ceremony cookie's token (spent: the cookie goes), answered as JSON. */
function ceremonyAnswer(c: Context, withContext: WithContext, finish: (context: HttpRequestContext, body: JsonBody, token: string) => Promise<object>) {
  return withContext(c, async (context) => {
    const body = await readJsonObject(c);
    if (typeof body === 'string') return c.json({ error: body, code: 'BAD_REQUEST' }, 400, noStore);
    const secure = context.publicUrl.startsWith('https:');
    const name = ceremonyCookieName(secure);
    const token = parse(c.req.header('cookie') ?? '', name)[name] ?? '';
    context.responseHeaders.append('Set-Cookie', serialize(name, '', { path: '/', httpOnly: true, sameSite: 'Strict', secure, maxAge: 0 }));
    try {
      return c.json(await finish(context, body, token), 200, noStore);
    } catch (error) {
      return chatErrorResponse(c, error);
    }
  });
}

function ceremonyCookieName(secure: boolean): string {
  return secure ? '__Host-ea_passkey' : 'ea_passkey';
}

function setCeremonyCookie(context: HttpRequestContext, token: string) {
  const secure = context.publicUrl.startsWith('https:');
  context.responseHeaders.append('Set-Cookie', serialize(ceremonyCookieName(secure), token, { path: '/', httpOnly: true, sameSite: 'Strict', secure, maxAge: 5 * 60 }));
}
