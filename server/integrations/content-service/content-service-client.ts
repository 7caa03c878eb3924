/** The content service failed (did not answer, refused the token, answered no data): a fault, not a refusal. */
export class ContentServiceError extends Error {
  readonly code = 'CONTENT_SERVICE_UNAVAILABLE';
}

/** Asks the content service one GraphQL query and answers its `data`. */
export type AskContentService = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

/**
 * A client of a headless content service's GraphQL endpoint (spec §7: GraphCMS, or another site's
 * /content/graphql): each query is POSTed with the read token as a bearer token and may take 5 s.
 */
export function contentServiceClient(endpoint: string, token: string): AskContentService {
  return async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      throw new ContentServiceError(`The content service at ${endpoint} did not answer: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as { data?: T; errors?: { message: string }[] } | null;
    if (!response.ok || !body?.data) {
      throw new ContentServiceError(`The content service at ${endpoint} answered ${response.status}: ${body?.errors?.[0]?.message ?? 'no data'}`);
    }
    return body.data;
  };
}
