import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../../tests/factories/services';
import { createUser, sessionCookieFrom, type TestUser } from '../../tests/factories/users';
import { createTestApi, signInOverGraphQL, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';
import { solveBotChallenge } from '../../tests/setup/bot-check';
import { waitForMail } from '../../tests/setup/outbox';

const login = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }';
const registerVendor = `mutation ($files: [File!], $altcha: String, $number: String!, $serviceId: ID) {
  registerVendor(first_name: "Mara", last_name: "Quill", email: "mara@quill.example", password: "golden hour vows", password_confirmation: "golden hour vows",
    business_name: "Quill & Co", job_title: "Owner", business_country: "au", business_number: $number, phone: "+61 412 345 678", website: "quill.example",
    private_files: $files, serviceId: $serviceId, altcha: $altcha)
}`;

let api: TestApi;
let couple: TestUser;
let admin: TestUser;

const signIn = async (email: string, password: string) => sessionCookieFrom((await api.graphql(login, { email, password })).headers);

beforeAll(async () => {
  api = await createTestApi();
  couple = await createUser(api.database.db);
  admin = await createUser(api.database.db, { role: 'administrator' });
});
afterAll(() => api.close());

/** registerVendor as a GraphQL multipart request with one PDF as $files.0. */
async function register(variables: Record<string, unknown>) {
  const body = new FormData();
  body.set('operations', JSON.stringify({ query: registerVendor, variables: { ...variables, files: [null] } }));
  body.set('map', JSON.stringify({ 0: ['variables.files.0'] }));
  body.set('0', new Blob(['%PDF-1.4\ntrailer\n<<>>\n%%EOF\n'], { type: 'application/pdf' }), 'licence.pdf');
  const response = await api.app.request('/graphql', { method: 'POST', headers: { Accept: 'application/graphql-response+json' }, body });
  return (await response.json()) as { data?: { registerVendor: string }; errors?: GraphQLErrorBody[] };
}

describe('the vendor operations over GraphQL', () => {
  it('registerVendor with every field empty names every required field with spec §5’s message, in one answer (issue 30)', async () => {
    const blank = await api.graphql(
      `mutation { registerVendor(first_name: "", last_name: "", email: "", password: "", password_confirmation: "",
        business_name: "", job_title: "", business_country: "", business_number: "", phone: "") }`,
    );
    expect(blank.errors?.[0].message).toBe('validation');
    expect(blank.errors?.[0].extensions?.validation).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      password_confirmation: ['Confirmation is required'],
      business_name: ['Business name is required'],
      job_title: ['Job title is required'],
      business_country: ['Business country is required'],
      business_number: ['Business number is required'],
      phone: ['Phone is required'],
    });
  });

  it('registerVendor answers refusals per field under the wire names, then the id; activateVendor signs the vendor in', async () => {
    const refused = await register({ number: '53 004 085 617' });
    expect(refused.errors?.[0].extensions?.validation).toEqual({ business_number: ['This is not a valid ABN: check the digits'] });
    const challenge = (await (await api.app.request('/api/bot-check/challenge')).json()) as Challenge;
    const listing = await createService(api.database.db);
    const created = await register({ number: '53 004 085 616', altcha: await solveBotChallenge(challenge), serviceId: String(listing) });
    expect(created.errors).toBeUndefined();
    const token = /\/email-activation\/([A-Za-z0-9_-]{43})/.exec((await waitForMail(api.outboxDir, 'mara@quill.example')).text)![1];
    const activated = await api.graphql<{ activateVendor: { id: string; isvendor: boolean; roles: { name: string }[] } }>(
      'mutation ($token: String!) { activateVendor(token: $token) { id isvendor roles { name } } }',
      { token },
    );
    expect(activated.data?.activateVendor).toEqual({ id: created.data!.registerVendor, isvendor: true, roles: [{ name: 'vendor' }] });
    const vendorCookie = sessionCookieFrom(activated.headers);

    const dashboard = await api.graphql<{ vendorDashboard: { businessName: string; listings: { status: string; service: { id: string } }[] } }>(
      '{ vendorDashboard { businessName listings { status service { id } } } }',
      {},
      { Cookie: vendorCookie },
    );
    expect(dashboard.data?.vendorDashboard).toEqual({ businessName: 'Quill & Co', listings: [{ status: 'claim pending', service: { id: String(listing) } }] });

    // A couple gets no vendor's figures and decides no claim; an administrator does.
    const coupleCookie = await signIn(couple.email, couple.password);
    const asCouple = await api.graphql('{ vendorDashboard { businessName } }', {}, { Cookie: coupleCookie });
    expect(asCouple.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const profile = await api.graphql<{ vendorProfile: { claims: { id: string }[]; documents: { url: string }[] } }>(
      'query ($id: ID!) { vendorProfile(userId: $id) { claims { id } documents { url } } }',
      { id: created.data!.registerVendor },
      { Cookie: await signInOverGraphQL(api, admin) },
    );
    expect(profile.data?.vendorProfile.documents).toHaveLength(1);
    const claimId = profile.data!.vendorProfile.claims[0].id;
    const byCouple = await api.graphql('mutation ($id: ID!) { approveServiceClaim(id: $id) { id } }', { id: claimId }, { Cookie: coupleCookie });
    expect(byCouple.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const byAdmin = await api.graphql('mutation ($id: ID!) { approveServiceClaim(id: $id) { id } }', { id: claimId }, { Cookie: await signInOverGraphQL(api, admin) });
    expect(byAdmin.errors).toBeUndefined();
  });
});
