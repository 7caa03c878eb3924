import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, signInCast, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';

/** Issue 35's privacy requests over HTTP: a person asks and sees their own; administrators list and answer. */

let api: TestApi;
const cookies: Record<string, string> = {};
const fields = 'id kind subject details state country due_on answer refusal_reason created_at answered_at';
const operations = {
  requestPrivacyHelp: `mutation ($kind: String!, $subject: String!, $details: String!) { requestPrivacyHelp(kind: $kind, subject: $subject, details: $details) { ${fields} } }`,
  myPrivacyRequests: `query { myPrivacyRequests { ${fields} } }`,
  privacyRequests: `query ($state: String, $page: Int) { privacyRequests(state: $state, page: $page) { total page page_count requests { ${fields} days_left person { id first_name email } } } }`,
  answerPrivacyRequest: `mutation ($id: ID!, $decision: String!, $answer: String!, $reason: String) { answerPrivacyRequest(id: $id, decision: $decision, answer: $answer, reason: $reason) { ${fields} } }`,
};

const as = (who: string): Record<string, string> => (who === 'visitor' ? {} : { Cookie: cookies[who] });
const codeOf = (result: { errors?: GraphQLErrorBody[] }) => result.errors?.[0].extensions?.code;

beforeAll(async () => {
  api = await createTestApi();
  Object.assign(cookies, await signInCast(api));
});
afterAll(() => api.close());

describe('privacy requests over GraphQL', () => {
  it('asks, lists one’s own, and lets only administrators list and answer', async () => {
    const asked = await api.graphql<{ requestPrivacyHelp: { id: string; state: string; due_on: string } }>(
      operations.requestPrivacyHelp,
      { kind: 'correction', subject: 'review', details: 'My review shows the wrong date.' },
      as('couple'),
    );
    expect(asked.errors).toBeUndefined();
    const id = asked.data!.requestPrivacyHelp.id;
    expect(asked.data!.requestPrivacyHelp).toMatchObject({ state: 'open', due_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

    const invalid = await api.graphql(operations.requestPrivacyHelp, { kind: 'correction', subject: 'invoice', details: '' }, as('couple'));
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(codeOf(await api.graphql(operations.requestPrivacyHelp, { kind: 'access', subject: 'other', details: 'What do you keep?' }, as('visitor')))).toBe('UNAUTHENTICATED');

    // Another person's requests are not theirs to see.
    const mine = await api.graphql<{ myPrivacyRequests: { id: string }[] }>(operations.myPrivacyRequests, {}, as('couple'));
    expect(mine.data!.myPrivacyRequests.map((request) => request.id)).toEqual([id]);
    const theirs = await api.graphql<{ myPrivacyRequests: { id: string }[] }>(operations.myPrivacyRequests, {}, as('otherCouple'));
    expect(theirs.data!.myPrivacyRequests).toEqual([]);

    for (const who of ['couple', 'otherCouple', 'vendor']) {
      expect(codeOf(await api.graphql(operations.privacyRequests, {}, as(who))), who).toBe('FORBIDDEN');
      expect(codeOf(await api.graphql(operations.answerPrivacyRequest, { id, decision: 'answered', answer: 'Done' }, as(who))), who).toBe('FORBIDDEN');
    }
    expect(codeOf(await api.graphql(operations.privacyRequests, {}, as('visitor')))).toBe('UNAUTHENTICATED');

    const listed = await api.graphql<{ privacyRequests: { total: number; requests: { id: string; days_left: number; person: { first_name: string } }[] } }>(operations.privacyRequests, { state: 'open' }, as('admin'));
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.privacyRequests.requests[0]).toMatchObject({ id, person: { first_name: 'Mia' } });
    expect(listed.data!.privacyRequests.requests[0].days_left).toBeGreaterThan(0);

    const noReason = await api.graphql<unknown>(operations.answerPrivacyRequest, { id, decision: 'refused', answer: 'We checked.' }, as('admin'));
    expect(codeOf(noReason)).toBe('BAD_USER_INPUT');
    const refused = await api.graphql<{ answerPrivacyRequest: { state: string; refusal_reason: string } }>(
      operations.answerPrivacyRequest,
      { id, decision: 'refused', answer: 'We checked the review.', reason: 'The date is the one you gave when you wrote it.' },
      as('admin'),
    );
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.answerPrivacyRequest).toMatchObject({ state: 'refused', refusal_reason: 'The date is the one you gave when you wrote it.' });
    const seen = await api.graphql<{ myPrivacyRequests: { state: string; answer: string }[] }>(operations.myPrivacyRequests, {}, as('couple'));
    expect(seen.data!.myPrivacyRequests[0]).toMatchObject({ state: 'refused', answer: 'We checked the review.' });
  });
});
