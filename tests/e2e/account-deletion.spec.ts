import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, registerCoupleOverApi, signInOverApi } from '../setup/e2e-api';
import { baseUrl } from '../setup/e2e-lane';
import { look, open, signIn, type Session } from '../setup/e2e-page';

/**
 * Issue 35's "Delete my account", in Chromium: a new couple (not the demo couple, whom other
 * journeys use) who wrote to a vendor reads what will happen, deletes their account with the
 * password and the typed word, and is signed out; they can no longer sign in, and the vendor sees
 * their conversation from "A former member"; administrators see the pending deletion. Then the
 * same form without scripts (each field's message, what was typed kept but the password), and a
 * deletion cancelled within the 14 days.
 */

const password = 'wedding-demo-9';
let vendor: Session;

type Couple = Session & { email: string };

/** A fresh couple who wrote to the demo vendor about listing 1. */
async function newCouple(name: string): Promise<Couple> {
  const session = await registerCoupleOverApi(name, `192.0.2.${10 + Math.floor(Math.random() * 200)}`);
  await graphql('mutation ($id: ID!, $nickname: String!) { updateUser(id: $id, nickname: $nickname) { id } }', { id: session.id, nickname: `${name} & Ash` }, session.cookie);
  await graphql('mutation { startConversation(service_id: "1", message: "Hello! Is the first Saturday of June free for 90 guests?") { conversation_id } }', {}, session.cookie);
  const { data } = await graphql<{ viewer: { email: string } }>('{ viewer { email } }', {}, session.cookie);
  return { ...session, email: data.viewer.email };
}

/** The name the vendor's conversation with this couple shows. */
async function partnerNameSeenByVendor(coupleId: string): Promise<string | undefined> {
  const { data } = await graphql<{ conversations: { partner: { id: number; nickname: string } }[] }>(
    'query ($id: Int!) { conversations(user_id: $id) { partner { id nickname } } }',
    { id: Number(vendor.id) },
    vendor.cookie,
  );
  return data.conversations.find((conversation) => String(conversation.partner.id) === coupleId)?.partner.nickname;
}

beforeAll(async () => {
  vendor = await signInOverApi('vendor@example.com');
});

describe('a couple deletes their account', () => {
  let couple: Couple;

  beforeAll(async () => {
    couple = await newCouple('Wren');
    expect(await partnerNameSeenByVendor(couple.id)).toBe('Wren & Ash');
  });

  it('reads what will happen, confirms with the password and DELETE, and is signed out with 14 days to cancel', async () => {
    const page = await open('/profile/privacy', { signedInAs: couple });
    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByText('Messages you sent stay readable to the people you wrote to').waitFor();
    await section.getByText('Tax invoices and their audit records are kept for seven years').waitFor();
    await look(page, 'account-deletion-section');

    // Nothing typed: each field says what it needs, and nothing is deleted.
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await section.getByText('Enter your password.').waitFor();
    await section.getByText('Type DELETE in capital letters to confirm.').waitFor();

    await section.getByLabel('Your password').fill(password);
    await section.getByLabel('Type DELETE to confirm').fill('DELETE');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/account/deletion' && url.searchParams.has('due'));
    await page.getByText(/It will be erased for good on \d{1,2} \w+ \d{4}\./).waitFor();
    await look(page, 'account-deletion-cancel');
    // Signed out: the session the browser holds finds nobody.
    const { data } = await graphql<{ viewer: null }>('{ viewer { id } }', {}, couple.cookie);
    expect(data.viewer).toBeNull();
    await page.context().close();
  });

  it('can no longer sign in: the sign-in page sends them to cancel the deletion, and the API answers ACCOUNT_PENDING_DELETION', async () => {
    const page = await open('/login');
    await signIn(page, couple.email, password);
    await page.waitForURL((url) => url.pathname === '/account/deletion' && url.searchParams.get('from') === 'sign-in');
    await page.getByText('This account is being deleted, so it cannot sign in.').waitFor();
    await page.context().close();
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }', variables: { email: couple.email, password } }),
    });
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('ACCOUNT_PENDING_DELETION');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('ea_session='))).toBe(false);
  });

  it('shows the vendor their conversation from "A former member"', async () => {
    expect(await partnerNameSeenByVendor(couple.id)).toBe('A former member');
    const page = await open('/messages', { signedInAs: vendor });
    const conversations = page.getByRole('region', { name: 'Conversations' });
    await conversations.getByRole('button').filter({ hasText: 'A former member' }).first().waitFor();
    expect(await conversations.getByText('Wren & Ash').count()).toBe(0);
    await page.context().close();
  });

  it('is listed for administrators among the pending deletions', async () => {
    const page = await open('/admin/privacy/deletions', { signedInAs: 'admin@example.com' });
    await page.getByRole('heading', { name: 'Pending deletions', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Pending deletions' }).getByText(couple.email).waitFor();
    await look(page, 'account-deletion-admin');
    await page.context().close();
  });
});

describe('without scripts', () => {
  it('keeps what was typed but the password, then cancels the deletion within the 14 days', async () => {
    const couple = await newCouple('Linden');
    const page = await open('/profile/privacy', { signedInAs: couple, javaScript: false });
    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByLabel('Your password').fill('not my password');
    await section.getByLabel('Remove my reviews too').check();
    await section.getByLabel('Type DELETE to confirm').fill('DELETE');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await section.getByText('The current password is not correct.').waitFor();
    expect(await section.getByLabel('Your password').inputValue()).toBe('');
    expect(await section.getByLabel('Type DELETE to confirm').inputValue()).toBe('DELETE');
    expect(await section.getByLabel('Remove my reviews too').isChecked()).toBe(true);

    await section.getByLabel('Your password').fill(password);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/account/deletion');
    expect(await partnerNameSeenByVendor(couple.id)).toBe('A former member');

    // Changed their mind: a wrong password is refused with the e-mail kept, the right one cancels.
    const form = page.getByRole('form', { name: 'Cancel the deletion' });
    await form.getByLabel('E-mail address').fill(couple.email);
    await form.getByLabel('Password').fill('not my password');
    await form.getByRole('button', { name: 'Cancel the deletion' }).click();
    await form.getByText('These credentials do not match our records.').waitFor();
    expect(await form.getByLabel('E-mail address').inputValue()).toBe(couple.email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Cancel the deletion' }).click();
    await page.waitForURL((url) => url.pathname !== '/account/deletion');
    await page.getByText('Your account is yours again: the deletion is cancelled.').waitFor();
    expect(await partnerNameSeenByVendor(couple.id)).toBe('Linden & Ash');
    await page.context().close();
  });
});
