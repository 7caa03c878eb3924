import { expect, inject } from 'vitest';

/**
 * The end-to-end server's /graphql, as a client calls it (with a session cookie when given); the
 * answer must have no errors. Its data, and the response's headers (a sign-in's cookie).
 */
export async function graphql<T>(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { data: body.data, headers: response.headers };
}

/** A demo account (password "wedding-demo") signed in over the API: its id and session cookie. */
export async function signInOverApi(email: string): Promise<{ id: string; cookie: string }> {
  const { data, headers } = await graphql<{ login: { id: string } }>('mutation ($email: String!) { login(email: $email, password: "wedding-demo") { id } }', { email });
  const cookie = headers.getSetCookie().find((value) => value.startsWith('ea_session='))!.split(';')[0];
  return { id: data.login.id, cookie };
}
