import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { look, open, signIn } from '../setup/e2e-page';
import { waitForMail } from '../setup/outbox';
import { startSeededServer } from '../setup/e2e-seeded-server';
import type { RunningServer } from '../setup/server-process';
import { join } from 'node:path';

// Passkeys belong to a host name (an IP address cannot be a relying party), so this spec runs its
// own server as http://localhost:{port}, its PUBLIC_URL, which browsers count as a secure context.

let server: RunningServer;
let baseUrl: string;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  server = await startSeededServer({ PORT: String(port), PUBLIC_URL: baseUrl });
}, 120_000);
afterAll(() => server?.stop());

/** Chromium's virtual authenticator on the page, as a phone or laptop's built-in one (user verified, always present). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

const sessions = (page: Page) => page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');

describe('passkeys and sessions', () => {
  it('a couple adds a passkey, sees two sessions, signs out everywhere else, and signs in with the passkey', async () => {
    const laptop = await open('/login', { baseUrl });
    await addVirtualAuthenticator(laptop);
    await signIn(laptop, 'couple@example.com');
    const phone = await open('/login', { baseUrl, width: 390 });
    await signIn(phone, 'couple@example.com');

    // A new device e-mails the couple (the laptop signed in first; this phone is the second device).
    const notice = await waitForMail(join(server.dataDir, 'outbox'), 'couple@example.com', { subject: 'New sign-in to your Ever After account' });
    expect(notice.text).toContain('Chrome on Linux');

    await laptop.goto(`${baseUrl}/profile?tab=password`);
    await expect.poll(() => sessions(laptop).count()).toBe(2);
    await expect.poll(() => sessions(laptop).filter({ hasText: 'This device' }).count()).toBe(1);

    await laptop.getByRole('button', { name: 'Add a passkey' }).click();
    await laptop.getByRole('status').filter({ hasText: 'Passkey added: Chrome on Linux.' }).waitFor();
    await laptop.getByRole('list', { name: 'Your passkeys' }).getByText('Chrome on Linux').waitFor();
    await look(laptop, 'passkeys-and-sessions-profile');

    await laptop.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await laptop.getByText('You are signed out everywhere else.').waitFor();
    await expect.poll(() => sessions(laptop).count()).toBe(1);
    await phone.goto(`${baseUrl}/profile`);
    expect(new URL(phone.url()).pathname).toBe('/login');
    await phone.context().close();

    // Signed out, the laptop signs in with its passkey alone.
    await sessions(laptop).getByRole('button', { name: 'Sign out on this device' }).click();
    await laptop.waitForURL((url) => url.pathname === '/login');
    await look(laptop, 'passkeys-and-sessions-login');
    await laptop.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await laptop.waitForURL((url) => url.pathname === '/');
    await laptop.goto(`${baseUrl}/profile?tab=password`);
    await laptop.getByRole('list', { name: 'Your passkeys' }).getByText(/last used/).waitFor();
    await laptop.context().close();
  });

  it('without JavaScript the sign-in page offers no passkey and the password form still signs in', async () => {
    const page = await open('/login', { baseUrl, javaScript: false });
    expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(0);
    await signIn(page, 'vendor@example.com');
    await page.goto(`${baseUrl}/vendors/profile`);
    await page.getByText('Adding a passkey needs JavaScript and a browser that supports passkeys.').waitFor();
    await expect.poll(() => sessions(page).count()).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });
});
