import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';
import { identityProviders, type IdentityProvider } from '../../db/schema';
import type { HttpRequestContext } from '../context';
import type { IdentityProviders } from '../integrations/oauth/identity-providers';
import { afterSignIn, loginRedirectPath } from '../../shared/accounts/login-destination';
import { providerSignInProblemOf } from '../../shared/accounts/provider-sign-in';
import { roleOf, refusalOf } from '../kernel';
import { signInWithProvider } from '../modules/accounts';
import { setFlash } from './flash-cookie';
import { log } from '../observability/log';

type WithContext = (c: Context, handle: (context: HttpRequestContext) => Promise<Response> | Response) => Promise<Response>;

const flowCookie = 'ea_oauth';
// The state, PKCE verifier and destination of one sign-in, kept by the browser until the provider sends it back.
const flowSchema = z.object({ provider: z.enum(identityProviders), state: z.string(), verifier: z.string(), redirectTo: z.string().nullable() });

/**
 * Spec §7's browser redirects /auth/google/redirect and /auth/facebook/redirect, and the callbacks
 * the providers return to. Anything that goes wrong ends on /login with a message, never a 500.
 */
export function oauthRoutes(providers: IdentityProviders, withContext: WithContext) {
  const app = new Hono();
  // Only configured providers have routes: any other /auth/… path is the site's 404 page.
  for (const provider of providers.configured) addProviderRoutes(app, provider, providers, withContext);
  return app;
}

function addProviderRoutes(app: Hono, provider: IdentityProvider, providers: IdentityProviders, withContext: WithContext) {
  const callbackUrl = (context: HttpRequestContext) => `${context.publicUrl}/auth/${provider}/callback`;

  app.get(`/${provider}/redirect`, (c) =>
    withContext(c, async (context) => {
      const flow = { provider, state: generateState(), verifier: generateCodeVerifier(), redirectTo: c.req.query('redirectTo') ?? null };
      try {
        const url = await providers.authorizationUrl(provider, callbackUrl(context), flow.state, flow.verifier);
        setCookie(c, flowCookie, JSON.stringify(flow), { path: '/auth', httpOnly: true, sameSite: 'Lax', secure: context.publicUrl.startsWith('https:'), maxAge: 600 });
        return c.redirect(url.toString(), 302);
      } catch (error) {
        log.error({ err: error, requestId: context.requestId, provider }, 'sign-in with a provider could not start');
        return c.redirect(`/login?signInError=${provider}`, 302);
      }
    }),
  );

  app.get(`/${provider}/callback`, (c) =>
    withContext(c, async (context) => {
      const flow = readFlow(getCookie(c, flowCookie));
      deleteCookie(c, flowCookie, { path: '/auth' });
      const code = c.req.query('code');
      // Declined at the provider, a stale or forged callback (state must match this browser's flow).
      if (!flow || flow.provider !== provider || !code || c.req.query('state') !== flow.state) {
        return c.redirect(`/login?signInError=${provider}`, 302);
      }
      try {
        const profile = await providers.fetchProfile(provider, callbackUrl(context), code, flow.verifier);
        const viewer = await signInWithProvider(context, { provider, profile });
        setFlash(context, 'signed-in');
        return c.redirect(loginRedirectPath(afterSignIn(flow.redirectTo), roleOf(viewer)), 302);
      } catch (error) {
        // A refusal's message is one of the login page's: its URL carries the code, never the text.
        const refusal = refusalOf(error);
        // An account waiting for its erasure signs in only to cancel the deletion (issue 35).
        if (refusal?.code === 'ACCOUNT_PENDING_DELETION') return c.redirect('/account/deletion?from=sign-in', 302);
        if (refusal) return c.redirect(`/login?signInError=${provider}&problem=${providerSignInProblemOf(provider, refusal.message)}`, 302);
        log.error({ err: error, requestId: context.requestId, provider }, 'sign-in with a provider failed');
        return c.redirect(`/login?signInError=${provider}`, 302);
      }
    }),
  );
}

function readFlow(value: string | undefined) {
  if (!value) return null;
  try {
    return flowSchema.parse(JSON.parse(value));
  } catch {
    return null;
  }
}
