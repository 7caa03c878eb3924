import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { IdentityProvider } from '../../../db/schema';

/** What the sign-in needs to know of a person from Google or Facebook. */
export type ProviderProfile = {
  /** The provider's stable id of the person (OpenID `sub`, Facebook `id`). */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the person owns the address. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

export type GoogleSettings = { clientId: string; clientSecret: string; issuer: string };
export type FacebookSettings = { clientId: string; clientSecret: string; authorizationUrl: string; tokenUrl: string; userinfoUrl: string };
export type IdentityProviderSettings = { google?: GoogleSettings; facebook?: FacebookSettings };

type Endpoints = { authorization: string; token: string; userinfo: string };

export type IdentityProviders = {
  /** The providers with a client id and secret: only these get a button and a route. */
  configured: IdentityProvider[];
  /** Where to send the browser to sign in; `codeVerifier` is PKCE's secret, kept by us until the callback. */
  authorizationUrl(provider: IdentityProvider, redirectUri: string, state: string, codeVerifier: string): Promise<URL>;
  /** Exchanges the callback's code for tokens and reads the person's profile with them. */
  fetchProfile(provider: IdentityProvider, redirectUri: string, code: string, codeVerifier: string): Promise<ProviderProfile>;
};

const scopes: Record<IdentityProvider, string[]> = { google: ['openid', 'email', 'profile'], facebook: ['email', 'public_profile'] };

const openIdConfiguration = z.object({ authorization_endpoint: z.url(), token_endpoint: z.url(), userinfo_endpoint: z.url() });

// Google's userinfo (OpenID Connect standard claims) and Facebook's /me (fields id, email, first_name, last_name).
const userinfo = z.object({
  sub: z.string().optional(),
  id: z.string().optional(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/**
 * OAuth 2.0 / OpenID Connect sign-in with Google and Facebook: the code flow with state and PKCE
 * (arctic does the protocol), then the profile from the provider's userinfo endpoint with the
 * access token. Google's endpoints come from its issuer's discovery document, so a local OpenID
 * Connect server can stand in for it; Facebook's are configured.
 */
export function createIdentityProviders(settings: IdentityProviderSettings): IdentityProviders {
  const discovered = new Map<string, Promise<Endpoints>>();

  function endpoints(provider: IdentityProvider): Promise<Endpoints> {
    if (provider === 'facebook') {
      const facebook = settingsOf('facebook');
      return Promise.resolve({ authorization: facebook.authorizationUrl, token: facebook.tokenUrl, userinfo: facebook.userinfoUrl });
    }
    const { issuer } = settingsOf('google');
    let result = discovered.get(issuer);
    if (!result) {
      result = discover(issuer);
      // A failed discovery is tried again next time rather than remembered.
      result.catch(() => discovered.delete(issuer));
      discovered.set(issuer, result);
    }
    return result;
  }

  function settingsOf<P extends IdentityProvider>(provider: P): NonNullable<IdentityProviderSettings[P]> {
    const found = settings[provider];
    if (!found) throw new Error(`${provider} sign-in is not configured`);
    return found as NonNullable<IdentityProviderSettings[P]>;
  }

  const client = (provider: IdentityProvider, redirectUri: string) => {
    const { clientId, clientSecret } = settingsOf(provider);
    return new OAuth2Client(clientId, clientSecret, redirectUri);
  };

  return {
    configured: (['google', 'facebook'] as const).filter((provider) => settings[provider]),
    async authorizationUrl(provider, redirectUri, state, codeVerifier) {
      const { authorization } = await endpoints(provider);
      return client(provider, redirectUri).createAuthorizationURLWithPKCE(authorization, state, CodeChallengeMethod.S256, codeVerifier, scopes[provider]);
    },
    async fetchProfile(provider, redirectUri, code, codeVerifier) {
      const { token, userinfo: userinfoUrl } = await endpoints(provider);
      const tokens = await client(provider, redirectUri).validateAuthorizationCode(token, code, codeVerifier);
      const response = await fetch(userinfoUrl, { headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: 'application/json' } });
      if (!response.ok) throw new Error(`${provider} userinfo answered ${response.status}`);
      const claims = userinfo.parse(await response.json());
      const subject = claims.sub ?? claims.id;
      if (!subject) throw new Error(`${provider} userinfo has no subject`);
      return {
        subject,
        email: claims.email?.trim() || null,
        // Facebook hands out only addresses its users have confirmed, and says nothing more.
        emailVerified: provider === 'facebook' ? !!claims.email : claims.email_verified === true || claims.email_verified === 'true',
        firstName: claims.given_name ?? claims.first_name ?? null,
        lastName: claims.family_name ?? claims.last_name ?? null,
      };
    },
  };
}

async function discover(issuer: string): Promise<Endpoints> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`OpenID discovery at ${issuer} answered ${response.status}`);
  const configuration = openIdConfiguration.parse(await response.json());
  return { authorization: configuration.authorization_endpoint, token: configuration.token_endpoint, userinfo: configuration.userinfo_endpoint };
}
