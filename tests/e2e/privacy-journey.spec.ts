import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, registerCoupleOverApi, signInOverApi } from '../setup/e2e-api';
import { baseUrl } from '../setup/e2e-lane';
import { look, open, signIn, type Session } from '../setup/e2e-page';

/**
 * Issue 35's "Done when", one couple's whole story in Chromium: a new couple with a private note on
 * a wishlisted venue and a message to its vendor downloads their data (data.json and the CSVs hold
 * the note and the message, and no e-mail of the vendor), corrects a field themselves, asks for a
 * correction the administrator (signed in with the second step) refuses with a written reason, then
 * deletes the account: it can no longer sign in, the vendor sees "A former member" instead of their
 * name, and the export's download link no longer works. The second step, recovery codes and
 * passkeys have their own journeys (two-step.spec.ts, passkeys-and-sessions.spec.ts).
 */

const password = 'wedding-demo-9';
const venueId = 1;
const note = `Ask about the wet-weather plan for the lawn (${Date.now()}).`;
const message = `Hello! Is the first Saturday of June free for 90 guests? (${Date.now()})`;
const correction = `The wedding month on my review of this venue should be April, not March (${Date.now()}).`;

type Couple = Session & { email: string };
let couple: Couple;
let vendor: Session;
let downloadPath = '';

/** The name the vendor's conversations show for this couple. */
async function nameTheVendorSees(): Promise<string | undefined> {
  const { data } = await graphql<{ conversations: { partner: { id: number; nickname: string } }[] }>('query ($id: Int!) { conversations(user_id: $id) { partner { id nickname } } }', { id: Number(vendor.id) }, vendor.cookie);
  return data.conversations.find((conversation) => String(conversation.partner.id) === couple.id)?.partner.nickname;
}

beforeAll(async () => {
  const session = await registerCoupleOverApi('Marlowe', `192.0.2.${10 + Math.floor(Math.random() * 200)}`);
  const { data: me } = await graphql<{ viewer: { email: string } }>('{ viewer { email } }', {}, session.cookie);
  couple = { ...session, email: me.viewer.email };
  await graphql('mutation ($id: ID!, $nickname: String!) { updateUser(id: $id, nickname: $nickname) { id } }', { id: couple.id, nickname: 'Marlowe & Kit' }, couple.cookie);
  await graphql('mutation ($id: Int!) { wishlistAddService(id: $id) { id } }', { id: venueId }, couple.cookie);
  const { data: listed } = await graphql<{ wishlist: { id: number; wishlist_id: string }[] }>('query ($user: ID!) { wishlist(user_id: $user) { id wishlist_id } }', { user: couple.id }, couple.cookie);
  const entry = listed.wishlist.find((service) => service.id === venueId)!;
  await graphql('mutation ($wishlist: ID!, $service: Int!, $text: String!) { wishlistAddNote(wishlist: $wishlist, service: $service, text: $text) { text } }', { wishlist: entry.wishlist_id, service: venueId, text: note }, couple.cookie);
  await graphql('mutation ($message: String!) { startConversation(service_id: "1", message: $message) { conversation_id } }', { message }, couple.cookie);
  vendor = await signInOverApi('vendor@example.com');
  expect(await nameTheVendorSees()).toBe('Marlowe & Kit');
});

describe('a couple’s data and account, from download to deletion', () => {
  it('downloads their data: the note and the message are in data.json and the CSVs, the vendor’s e-mail nowhere', async () => {
    const page = await open('/profile/privacy', { signedInAs: couple });
    const section = page.getByRole('region', { name: 'Download my data' });
    await section.getByRole('button', { name: 'Request my data' }).click();
    const link = section.getByRole('link', { name: /^Download your data/ });
    await link.waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    const data = JSON.parse(strFromU8(files['data.json']));
    expect(data.profile.email).toBe(couple.email);
    expect(data.wishlist.map((entry: { note: string | null }) => entry.note)).toContain(note);
    const sent = data.conversations.flatMap((conversation: { messages: { from: string; text: string }[] }) => conversation.messages).filter((entry: { from: string }) => entry.from === 'me');
    expect(JSON.stringify(sent)).toContain(message);
    expect(strFromU8(files['wishlist.csv'])).toContain(note);
    const csvs = Object.entries(files).filter(([name]) => name.endsWith('.csv'));
    expect(csvs.some(([, file]) => strFromU8(file).includes(message))).toBe(true);
    for (const [name, file] of Object.entries(files)) expect(strFromU8(file), name).not.toContain('vendor@example.com');
    downloadPath = new URL((await link.getAttribute('href'))!, baseUrl).pathname;
    await page.context().close();
  }, 120_000);

  it('corrects a field themselves on the profile', async () => {
    const page = await open('/profile?tab=contact', { signedInAs: couple });
    await page.getByLabel('Address').fill('12 Vineyard Road, Pokolbin NSW 2320');
    await page.getByRole('button', { name: /^Save/ }).first().click();
    await page.getByText('Contact Information Saved Successfully!').waitFor();
    const { data } = await graphql<{ viewer: { address: string } }>('{ viewer { address } }', {}, couple.cookie);
    expect(data.viewer.address).toBe('12 Vineyard Road, Pokolbin NSW 2320');
    await page.context().close();
  });

  it('asks for a correction, which the administrator (two steps) refuses with a written reason the couple reads', async () => {
    const page = await open('/profile/privacy', { signedInAs: couple });
    const form = page.getByRole('form', { name: 'Ask for a correction' });
    await form.getByLabel('What is it about?').selectOption({ label: 'A published review’s moderation' });
    await form.getByLabel('Tell us what is wrong and what it should say').fill(correction);
    await form.getByRole('button', { name: 'Send my request' }).click();
    await page.getByText('Your request is sent. We will e-mail you when it is answered.').waitFor();
    await page.context().close();

    const admin = await open('/login');
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/privacy');
    const card = admin.getByRole('article').filter({ hasText: correction });
    await card.getByRole('radio', { name: /Refused/ }).check();
    await card.getByLabel('Answer (e-mailed to the person)').fill('We checked the review against your enquiry.');
    await card.getByLabel('Reason, when refused (e-mailed to the person)').fill('The review was written about a March visit, so the month shown is the one on record.');
    await card.getByRole('button', { name: 'Send the answer' }).click();
    await admin.getByText('The request is refused; the person was e-mailed the answer and the reason.').first().waitFor();
    await admin.goto('/admin/privacy?state=refused');
    await admin.getByRole('article').filter({ hasText: correction }).getByText(/^Reason: The review was written about a March visit/).waitFor();
    await admin.context().close();

    const answered = await open('/profile/privacy', { signedInAs: couple });
    const request = answered.getByRole('listitem').filter({ hasText: correction });
    await request.getByText('Refused', { exact: true }).waitFor();
    expect(await request.textContent()).toContain('Why we refused: The review was written about a March visit');
    await look(answered, 'privacy-journey');
    await answered.context().close();
  }, 120_000);

  it('deletes the account: no more sign-in, "A former member" on the vendor’s side, the export link dead', async () => {
    const page = await open('/profile/privacy', { signedInAs: couple });
    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByLabel('Your password').fill(password);
    await section.getByLabel('Type DELETE to confirm').fill('DELETE');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/account/deletion');
    await page.context().close();

    // The old session is gone, and signing in again only offers to cancel the deletion.
    const old = await fetch(`${baseUrl}${downloadPath}`, { headers: { Cookie: couple.cookie }, redirect: 'manual' });
    expect(old.status).toBe(302);
    const login = await open('/login');
    await signIn(login, couple.email, password);
    await login.waitForURL((url) => url.pathname === '/account/deletion');
    await login.context().close();
    const refused = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }', variables: { email: couple.email, password } }),
    });
    const body = (await refused.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('ACCOUNT_PENDING_DELETION');

    expect(await nameTheVendorSees()).toBe('A former member');
    // The export is gone with the account: even a session of someone else finds nothing there.
    const other = await signInOverApi('couple2@example.com');
    expect((await fetch(`${baseUrl}${downloadPath}`, { headers: { Cookie: other.cookie }, redirect: 'manual' })).status).toBe(404);
  }, 120_000);
});
