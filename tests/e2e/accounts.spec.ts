import { OAuth2Server } from 'oauth2-mock-server';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations, waitForHydration } from '../setup/browser';
import { look, open, screenshotPath, signIn } from '../setup/e2e-page';
import { waitForMail } from '../setup/outbox';
import { startSeededServer } from '../setup/e2e-seeded-server';
import { baseUrl, outboxDir } from '../setup/e2e-lane';


/** The journeys that wait for the bot check's proof of work: seconds, far longer on a busy machine. */
const botCheckJourneyTimeout = 180_000;

/** Fills the sign-up form (the bot check starts as the first field gets focus; nothing waits for it). */
async function fillRegistration(page: Page, email: string, password: string) {
  await page.getByLabel('First name').fill('Isla');
  await page.getByLabel('Last name (optional)').fill('Reid');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
}

/** The bot check's solution the next sign-up request carries ('' for none). */
async function nextSignUpSolution(page: Page): Promise<string> {
  // A sign-up waits for the bot check's proof of work: seconds, longer when the machine is busy.
  const request = await page.waitForRequest((candidate) => candidate.method() === 'POST' && new URL(candidate.url()).pathname.startsWith('/register'), { timeout: 90_000 });
  return new URLSearchParams(request.postData() ?? '').get('altcha') ?? '';
}

async function logOut(page: Page) {
  const account = page.getByRole('navigation', { name: 'Account' });
  if (await account.isVisible()) {
    await account.getByRole('button', { name: 'Log Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Log Out' }).click();
  }
  await page.getByText('You have logged out.').waitFor();
}

describe('a couple’s account', () => {
  it('registers with the bot check, confirms the address from the outbox, logs out and in, changes the password and is signed out elsewhere', async () => {
    const email = `isla.reid.${Date.now()}@example.com`;
    const password = 'golden hour vows';
    const page = await open('/register');
    expect(await page.title()).toBe('Sign Up - Ever After');
    await page.getByText('By signing up you accept the Terms and Conditions and Privacy Policy.').waitFor();

    // An empty form: one click shows spec §5's messages, word for word, at once (the form goes
    // without waiting for the bot check, whose solution the server would not look at).
    const emptySent = nextSignUpSolution(page);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect(await emptySent).toBe('');
    const alerts = page.getByRole('alert').first();
    for (const message of ['First name is required', 'Email is required', 'Password is required', 'Confirmation is required']) await alerts.getByText(message, { exact: true }).waitFor();

    await fillRegistration(page, email, password);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Email is not valid').waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await page.screenshot({ path: screenshotPath('register-errors-1330'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    // One click on Sign Up signs up: it waits for the bot check ("Sending..."), then sends.
    await page.getByLabel('Email').fill(email);
    const since = new Date();
    const sent = nextSignUpSolution(page);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect(await sent).not.toBe('');
    await page.waitForURL(`${baseUrl}/`, { timeout: 90_000 });
    await page.getByText('Welcome! Check your e-mail for the link that confirms your address.').waitFor();
    await page.getByText('Please confirm your e-mail address with the link we sent you.').waitFor();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).waitFor();

    const mail = await waitForMail(outboxDir, email, { since });
    expect(mail.subject).toBe('Confirm your e-mail address for Ever After');
    const link = new URL(mail.links.find((href) => href.includes('/email-activation/'))!);
    await page.goto(`${baseUrl}${link.pathname}`);
    await page.getByText('Thank you, your e-mail address is confirmed.').waitFor();
    expect(await page.getByText('Please confirm your e-mail address with the link we sent you.').count()).toBe(0);

    await logOut(page);
    await page.getByRole('button', { name: 'Couples' }).waitFor();

    await page.goto(`${baseUrl}/login`);
    await signIn(page, email, 'a wrong password');
    await page.getByText('These credentials do not match our records.').waitFor();
    await signIn(page, email, password);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('You have logged in successfully!').waitFor();

    // Signed in on a second device too; changing the password here signs that one out.
    const phone = await open('/login', { width: 390 });
    await signIn(phone, email, password);
    await phone.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/profile?tab=password`);
    const passwordPanel = page.getByRole('tabpanel', { name: 'Password' });
    // The panel also holds the two-step card, which asks for the current password too.
    const passwordForm = passwordPanel.getByRole('form', { name: 'Password' });
    await passwordForm.getByLabel('Current password').fill(password);
    await passwordForm.getByLabel('New password', { exact: true }).fill('a whole new passphrase');
    await passwordForm.getByLabel('Repeat new password').fill('a whole new passphrase');
    await passwordPanel.getByRole('button', { name: 'Update password' }).click();
    await passwordPanel.getByText('Password Updated Successfully!').waitFor();

    await phone.goto(`${baseUrl}/profile`);
    await phone.waitForURL(`${baseUrl}/login?redirectTo=/profile`);
    await page.reload();
    await page.getByRole('tab', { name: 'Password' }).waitFor();

    // Log out everywhere: the old password no longer works, the new one does.
    await logOut(page);
    await page.goto(`${baseUrl}/login`);
    await signIn(page, email, password);
    await page.getByText('These credentials do not match our records.').waitFor();
    await signIn(page, email, 'a whole new passphrase');
    await page.waitForURL(`${baseUrl}/`);
    await phone.context().close();
    await page.context().close();
  }, botCheckJourneyTimeout);

  it('resets a forgotten password from the e-mailed link', async () => {
    const email = `forgetful.${Date.now()}@example.com`;
    const page = await open('/register', { width: 390 });
    await fillRegistration(page, email, 'first password here');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/`, { timeout: 90_000 });
    await logOut(page);

    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${baseUrl}/password/reset`);
    const since = new Date();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.waitForURL(`${baseUrl}/confirmation?type=2`);
    await page.getByText('Please check your email to reset password.').waitFor();
    await page.screenshot({ path: screenshotPath('confirmation-390'), fullPage: true });

    const link = new URL((await waitForMail(outboxDir, email, { since })).links.find((href) => href.includes('/password/reset/'))!);
    await page.goto(`${baseUrl}${link.pathname}${link.search}`);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('New password', { exact: true }).fill('second password now');
    await page.getByLabel('Confirm new password').fill('second password now');
    await page.screenshot({ path: screenshotPath('password-reset-390'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Your new password is set, and you are signed in.').waitFor();

    await logOut(page);
    await page.goto(`${baseUrl}/login`);
    await signIn(page, email, 'first password here');
    await page.getByText('These credentials do not match our records.').waitFor();
    await signIn(page, email, 'second password now');
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  }, botCheckJourneyTimeout);
});

describe('sign-in limits', () => {
  it('asks for the bot check after 10 wrong passwords, and signs the owner in with it in one click', async () => {
    // A fresh account, its 10 wrong passwords sent over the API (as a guesser would).
    const email = `guarded.${Date.now()}@example.com`;
    const password = 'our own secret words';
    const page = await open('/register');
    await fillRegistration(page, email, password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/`, { timeout: 90_000 });
    await logOut(page);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }', variables: { email, password: `guess ${attempt}` } }),
      });
    }

    // The right password is not refused: the page asks for the check, and one more click signs in.
    await page.goto(`${baseUrl}/login`);
    await signIn(page, email, password);
    await page.getByRole('alert').getByText('Please complete the check that you are not a robot, then try again.').waitFor();
    await page.screenshot({ path: screenshotPath('login-check-1330'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${baseUrl}/`, { timeout: 90_000 });
    await page.getByText('You have logged in successfully!').waitFor();
    await page.context().close();
  }, botCheckJourneyTimeout);
});

describe('the auth popup', () => {
  it('opens for a signed-out visitor, toggles to register and back, resets to login on close, and signs in in place', async () => {
    for (const width of [1330, 390]) {
      const page = await open('/search', { width });
      const servicePath = await page.locator('main a[href^="/au/"], main a[href^="/nz/"]').first().getAttribute('href');
      await page.goto(`${baseUrl}${servicePath}`);
      await page.getByRole('link', { name: 'Add to Wishlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign In' });
      await dialog.waitFor();
      await page.screenshot({ path: screenshotPath(`auth-popup-${width}`) });
      expect(await accessibilityViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'Create an account' }).click();
      const register = page.getByRole('dialog', { name: 'Sign Up' });
      await register.getByLabel('First name').waitFor();
      await register.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Create an account' }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.getByRole('link', { name: `Chat with` }).click();
      const reopened = page.getByRole('dialog', { name: 'Sign In' });
      await reopened.waitFor();
      await reopened.getByLabel('Email').fill('couple2@example.com');
      await reopened.getByLabel('Password', { exact: true }).fill('wedding-demo');
      await reopened.getByRole('button', { name: 'Log In' }).click();
      await page.getByText('You have logged in successfully!').waitFor();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${baseUrl}${servicePath}`);
      // The page's data reloads signed in: the header, and the wishlist button instead of the link to sign in.
      await page.getByRole('button', { name: 'Add to Wishlist' }).waitFor();
      await page.context().close();
    }
  });
});

describe('redirects by role', () => {
  it('lands each demo role on its home, with a full page load into the vendor and administrator areas', async () => {
    const cases = [
      { login: '/login', email: 'couple@example.com', home: '/' },
      { login: '/vendors/login', email: 'vendor@example.com', home: '/vendors/dashboard' },
      { login: '/login', email: 'admin@example.com', home: '/admin' },
    ];
    for (const { login, email, home } of cases) {
      const page = await open(login);
      if (login === '/vendors/login') {
        expect(await page.getByRole('link', { name: "Don't have an account?" }).getAttribute('href')).toBe('/vendors/register');
      }
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      });
      await signIn(page, email);
      await page.waitForURL(`${baseUrl}${home}`);
      // Only the areas of vendors and administrators load as a new document (spec §2).
      expect(documents.includes(home)).toBe(home !== '/');
      const account = page.getByRole('navigation', { name: 'Account' });
      await account.getByRole('link', { name: home === '/' ? 'Wishlist' : 'Dashboard' }).waitFor();

      // Auth pages send a signed-in person home by role.
      for (const authPage of ['/login', '/register', '/vendors/login', '/password/reset']) {
        await page.goto(`${baseUrl}${authPage}`);
        expect(new URL(page.url()).pathname, `${email} on ${authPage}`).toBe(home);
      }
      await page.context().close();
    }
  });
});

describe('social sign-in', () => {
  it('signs in with Google through a local OpenID Connect server', async () => {
    const provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeUserinfo', (response) => {
      response.body = { sub: 'google-e2e-1', email: `social.${Date.now()}@example.com`, email_verified: true, given_name: 'Aria', family_name: 'Moss' };
    });
    const server = await startSeededServer({ GOOGLE_CLIENT_ID: 'e2e-client', GOOGLE_CLIENT_SECRET: 'e2e-secret', GOOGLE_ISSUER: provider.issuer.url! });
    try {
      const page = await open('/login', { width: 390, baseUrl: server.url });
      expect(await page.getByRole('link', { name: 'Continue with Facebook' }).count()).toBe(0);
      await page.screenshot({ path: screenshotPath('login-social-390'), fullPage: true });
      await page.getByRole('link', { name: 'Continue with Google' }).click();
      await page.waitForURL(`${server.url}/`);
      await page.getByText('You have logged in successfully!').waitFor();
      // Reached by a redirect, not goto: wait for hydration before using the menu.
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Profile' }).waitFor();
      await page.context().close();
    } finally {
      await server.stop();
      await provider.stop();
    }
  });
});

describe('sign-in pages', () => {
  it('look finished and pass axe at 1330 and 390 px', async () => {
    for (const path of ['/login', '/vendors/login', '/register', '/password/reset']) {
      const page = await open(path, { status: 200 });
      await look(page, path.slice(1).replace(/\//g, '-'));
      await page.context().close();
    }
  });
});
