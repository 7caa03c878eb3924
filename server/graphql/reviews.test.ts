import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatWorld, type ChatWorld } from '../../tests/factories/messaging';
import { createAdmin, type TestPerson } from '../../tests/factories/users';
import { createTestApi, signInOverGraphQL, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';
import { testContext } from '../../tests/setup/context';
import { sendMessage } from '../modules/messaging';

/** Issue 32's operations over HTTP, as clients call them, each refused to the people it is not for. */

let api: TestApi;
let world: ChatWorld;
const cookies: Record<string, string> = {};

const start = `mutation ($id: ID!, $message: String) { startConversation(service_id: $id, message: $message) { conversation_id } }`;
const canReviewQuery = `query ($id: ID!) { canReview(service_id: $id) { can_review reason source source_line review_id } }`;
const writeMutation = `mutation ($id: ID!, $rating: Int!, $title: String!, $body: String!, $quality: Int, $photos: [Upload!]) {
  writeReview(service_id: $id, rating: $rating, title: $title, body: $body, quality: $quality, photos: $photos) {
    id rating quality title source_line author photos { url width } viewer { mine can_edit }
  }
}`;
const reviewsQuery = `query ($id: ID!, $sort: String) { reviews(service_id: $id, sort: $sort) { total pages reviews { id rating removed removal_line reply { body } viewer { can_reply can_dispute can_report } } } }`;
const summaryQuery = `query ($id: ID!) { reviewSummary(service_id: $id) { count shows_score average histogram notice ranking_score sub_scores { quality } } }`;
const replyMutation = `mutation ($id: ID!, $body: String!) { replyToReview(id: $id, body: $body) { reply { body } } }`;
const disputeMutation = `mutation ($id: ID!, $reason: String!, $note: String!) { disputeReview(id: $id, reason: $reason, note: $note) { id status kind reason_label } }`;
const reportMutation = `mutation ($id: ID!, $reason: String!) { reportReview(id: $id, reason: $reason) { id kind } }`;
const queueQuery = `query { reviewDisputes { id kind review { id title } dealing { source conversation { first_writer messages } } } }`;
const decideMutation = `mutation ($id: ID!, $uphold: Boolean!, $note: String!) { decideReviewDispute(id: $id, uphold: $uphold, note: $note) { id status } }`;
const deleteMutation = `mutation ($id: ID!) { deleteReview(id: $id) { id } }`;
const updateMutation = `mutation ($id: ID!, $rating: Int!, $title: String!, $body: String!) { updateReview(id: $id, rating: $rating, title: $title, body: $body) { id rating edited_at } }`;
const myReviewsQuery = `query { myReviews { reviews { id service_name status listing_page } to_review { service_id } } }`;
const transparencyQuery = `query { reviewTransparency { published disputed upheld rejected scoring { prior_weight prior_mean threshold } removed { reason count } } }`;

const body = 'The barrel hall was beautiful and the team kept everything on time. Dinner was generous and the dance floor never emptied.';

const as = (who: string) => ({ Cookie: cookies[who] });
const codeOf = (result: { errors?: GraphQLErrorBody[] }) => result.errors?.[0].extensions?.code;

// The shared helper: an administrator's second step comes with their code.
const signIn = (person: TestPerson): Promise<string> => signInOverGraphQL(api, person);

/** writeReview as a GraphQL multipart request with one photo as $photos. */
async function writeWithPhoto(cookie: string, variables: Record<string, unknown>) {
  const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#b5838d' } }).jpeg().toBuffer();
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: writeMutation, variables: { ...variables, photos: [null] } }));
  form.set('map', JSON.stringify({ 0: ['variables.photos.0'] }));
  form.set('0', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'day.jpg');
  const response = await api.app.request('/graphql', { method: 'POST', headers: { Accept: 'application/graphql-response+json', Cookie: cookie, Origin: 'http://localhost' }, body: form });
  return (await response.json()) as { data?: { writeReview: { id: string; photos: { url: string; width: number }[]; source_line: string } }; errors?: GraphQLErrorBody[] };
}

beforeAll(async () => {
  api = await createTestApi();
  world = await createChatWorld(api.database.db, api.imagesDir);
  const admin = await createAdmin(api.database.db);
  for (const [name, person] of Object.entries({ couple: world.couple, otherCouple: world.otherCouple, vendor: world.vendor, otherVendor: world.otherVendor, admin })) {
    cookies[name] = await signIn(person);
  }
});
afterAll(() => api.close());

describe('reviews over GraphQL', () => {
  it('writes a review with a photo, shows it, replies, disputes and decides, refusing everyone else at each step', async () => {
    const listing = world.vendorServiceIds[0];
    const variables = { id: listing, rating: 2, title: 'Lovely place, slow answers', body, quality: 4 };

    // No conversation yet: refused with the words, as canReview says.
    expect((await api.graphql(canReviewQuery, { id: listing }, as('couple'))).data).toEqual({
      canReview: { can_review: false, reason: 'You can review a business after you have been in touch with them here', source: null, source_line: null, review_id: null },
    });
    const early = await api.graphql(writeMutation, variables, as('couple'));
    expect(codeOf(early)).toBe('FORBIDDEN');
    expect(early.errors?.[0].message).toBe('You can review a business after you have been in touch with them here');

    const started = await api.graphql<{ startConversation: { conversation_id: string } }>(start, { id: listing, message: 'Hello! Are you free in May?' }, as('couple'));
    // The vendor answers in the chat (its own stream, not GraphQL).
    await sendMessage(testContext(api.database.db, world.vendor), { conversationId: started.data!.startConversation.conversation_id, message: 'We are! Come and visit.' });
    expect((await api.graphql(canReviewQuery, { id: listing }, as('couple'))).data).toMatchObject({ canReview: { can_review: true, source: 'enquiry', source_line: 'Enquired through Ever After' } });

    // Validation in the spec's shape, every field at once, under the wire names.
    const invalid = await api.graphql(writeMutation, { ...variables, rating: 9, title: 'Ring 0412 555 019', body: 'Short.', quality: 0 }, as('couple'));
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(Object.keys(invalid.errors?.[0].extensions?.validation ?? {}).sort()).toEqual(['body', 'quality', 'rating', 'title']);

    for (const who of ['vendor', 'otherVendor', 'admin']) expect(codeOf(await api.graphql(writeMutation, variables, as(who)))).toBe('FORBIDDEN');
    expect(codeOf(await api.graphql(writeMutation, variables))).toBe('UNAUTHENTICATED');
    const written = await writeWithPhoto(cookies.couple, variables);
    expect(written.errors).toBeUndefined();
    const review = written.data!.writeReview;
    expect(review.source_line).toBe('Enquired through Ever After');
    expect(review.photos).toEqual([{ url: expect.stringMatching(/^\/images\/reviews\//), width: 600 }]);
    expect(codeOf(await api.graphql(writeMutation, variables, as('couple')))).toBe('CONFLICT');

    const listed = await api.graphql<{ reviews: { total: number; reviews: { id: string }[] } }>(reviewsQuery, { id: listing });
    expect(listed.data?.reviews).toMatchObject({ total: 1, pages: 1, reviews: [{ id: review.id, rating: 2, removed: false }] });
    expect((await api.graphql(summaryQuery, { id: listing })).data).toMatchObject({
      reviewSummary: { count: 1, shows_score: false, average: null, histogram: null, notice: 'Not enough reviews for a score yet' },
    });

    // Editing and deleting are the author's.
    for (const who of ['otherCouple', 'vendor', 'admin']) {
      expect(codeOf(await api.graphql(updateMutation, { id: review.id, rating: 5, title: 'x', body }, as(who)))).toBe('FORBIDDEN');
      expect(codeOf(await api.graphql(deleteMutation, { id: review.id }, as(who)))).toBe('FORBIDDEN');
    }
    expect((await api.graphql(updateMutation, { id: review.id, rating: 3, title: 'Lovely place, slower answers', body }, as('couple'))).data).toMatchObject({ updateReview: { rating: 3 } });

    // The vendor replies; vendor2 and the couples cannot.
    for (const who of ['otherVendor', 'couple', 'otherCouple', 'admin']) expect(codeOf(await api.graphql(replyMutation, { id: review.id, body: 'Thank you!' }, as(who)))).toBe('FORBIDDEN');
    expect((await api.graphql(replyMutation, { id: review.id, body: 'Thank you; we now answer within a day.' }, as('vendor'))).data).toEqual({ replyToReview: { reply: { body: 'Thank you; we now answer within a day.' } } });

    // Reports from anyone signed in; the dispute from the listing's vendor alone.
    expect(codeOf(await api.graphql(reportMutation, { id: review.id, reason: 'abusive' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.graphql(reportMutation, { id: review.id, reason: 'abusive' }, as('couple')))).toBe('FORBIDDEN');
    expect((await api.graphql(reportMutation, { id: review.id, reason: 'abusive' }, as('otherCouple'))).data).toMatchObject({ reportReview: { kind: 'report' } });
    for (const who of ['otherVendor', 'couple', 'admin']) expect(codeOf(await api.graphql(disputeMutation, { id: review.id, reason: 'not_a_client', note: 'Unknown to us.' }, as(who)))).toBe('FORBIDDEN');
    const disputed = await api.graphql<{ disputeReview: { id: string } }>(disputeMutation, { id: review.id, reason: 'different_business', note: 'This is about another venue.' }, as('vendor'));
    expect(disputed.data).toMatchObject({ disputeReview: { status: 'open', kind: 'dispute', reason_label: 'About a different business or event' } });

    // The queue and decisions are the administrators'.
    for (const who of ['couple', 'vendor', 'otherVendor']) expect(codeOf(await api.graphql(queueQuery, {}, as(who)))).toBe('FORBIDDEN');
    const queue = await api.graphql<{ reviewDisputes: { id: string; kind: string }[] }>(queueQuery, {}, as('admin'));
    expect(queue.data?.reviewDisputes.map((entry) => entry.kind)).toEqual(['report', 'dispute']);
    expect(queue.data?.reviewDisputes[1]).toMatchObject({ dealing: { source: 'enquiry', conversation: { first_writer: 'couple', messages: 2 } } });
    const decision = { id: disputed.data!.disputeReview.id, uphold: false, note: 'The conversation is about this venue.' };
    for (const who of ['couple', 'vendor', 'otherVendor']) expect(codeOf(await api.graphql(decideMutation, decision, as(who)))).toBe('FORBIDDEN');
    expect((await api.graphql(decideMutation, decision, as('admin'))).data).toMatchObject({ decideReviewDispute: { status: 'rejected' } });
    expect(codeOf(await api.graphql(decideMutation, decision, as('admin')))).toBe('CONFLICT');

    // The dispute was rejected; the other couple's report still waits, so the review stands disputed (and published).
    expect((await api.graphql(myReviewsQuery, {}, as('couple'))).data).toMatchObject({ myReviews: { reviews: [{ id: review.id, status: 'disputed', listing_page: 1 }] } });
    expect(codeOf(await api.graphql(myReviewsQuery, {}))).toBe('UNAUTHENTICATED');
    const figures = await api.graphql<{ reviewTransparency: { published: number; rejected: number; scoring: { prior_weight: number } } }>(transparencyQuery, {});
    expect(figures.data?.reviewTransparency).toMatchObject({ published: 1, disputed: 1, rejected: 1, scoring: { prior_weight: 5, threshold: 3 } });
    expect((await api.graphql(deleteMutation, { id: review.id }, as('couple'))).data).toEqual({ deleteReview: { id: review.id } });
  });
});
