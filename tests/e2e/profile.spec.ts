import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../setup/browser';
import { demoPassword, open, screenshotPath, signIn } from '../setup/e2e-page';
import { waitForMail } from '../setup/outbox';
import { baseUrl, outboxDir } from '../setup/e2e-lane';


/** A success message shows, is still there a moment later, and is gone after spec §9's 3000 ms. */
async function expectTransientSuccess(page: Page, text: string) {
  const message = page.getByRole('status').filter({ hasText: text });
  await expect.poll(() => message.isVisible(), { timeout: 15_000 }).toBe(true);
  await page.waitForTimeout(1500);
  await message.waitFor();
  await expect.poll(() => message.count(), { timeout: 5000, interval: 100 }).toBe(0);
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#8a9a86' } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#b5838d"/></svg>`) }])
    .png()
    .toBuffer();
}

describe('profile page', () => {
  it('sends visitors to sign in, vendors to their own profile and administrators to their user page', async () => {
    const visitor = await open('/profile?tab=password');
    expect(visitor.url()).toBe(`${baseUrl}/login?redirectTo=/profile%3Ftab%3Dpassword`);
    await visitor.context().close();

    const vendor = await open('/login');
    await signIn(vendor, 'vendor@example.com');
    await vendor.goto(`${baseUrl}/profile`);
    expect(new URL(vendor.url()).pathname).toBe('/vendors/profile');
    await vendor.context().close();

    const admin = await open('/login');
    await signIn(admin, 'admin@example.com');
    await admin.goto(`${baseUrl}/profile`);
    expect(new URL(admin.url()).pathname).toMatch(/^\/users\/\d+\/edit$/);
    await admin.context().close();
  });

  it('saves each tab, shows its success message for 3 s, keeps the tab in the URL, and passes axe', async () => {
    const page = await open('/login');
    await signIn(page, 'couple@example.com');
    await page.goto(`${baseUrl}/profile`);
    const sidebar = page.getByRole('complementary', { name: 'Your details' });
    await expect.poll(() => sidebar.textContent(), { timeout: 15_000 }).toMatch(/\d+ days until you say\s*I Do!/);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Contact Info: the header follows the new nickname.
    await page.getByLabel('Nickname').fill('Em & Liam');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectTransientSuccess(page, 'Contact Information Saved Successfully!');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Em & Liam' }).count()).toBe(1);
    await page.getByLabel('Nickname').fill('Emma & Liam');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Emma & Liam' }).count(), { timeout: 15_000 }).toBe(1);

    // Wedding Information, reached by keyboard: the countdown follows the date.
    await page.getByRole('tab', { name: 'Contact Info' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Wedding Information' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.get('tab'), { timeout: 15_000 }).toBe('wedding');
    const panel = page.getByRole('tabpanel', { name: 'Wedding Information' });
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
    await panel.getByLabel('Wedding date').fill(inTenDays);
    await panel.getByLabel('Wedding venue').fill('Harbour Light Pavilion');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expectTransientSuccess(page, 'Wedding Information Updated Successfully!');
    await expect.poll(() => sidebar.textContent(), { timeout: 15_000 }).toMatch(/10 days until you say\s*I Do!/);

    // A reload keeps the tab.
    await page.reload();
    expect(await page.getByRole('tab', { name: 'Wedding Information' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'Wedding Information' }).getByLabel('Wedding venue').inputValue()).toBe('Harbour Light Pavilion');

    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByLabel('In a daily summary').check();
    await page.getByRole('tabpanel', { name: 'Notifications' }).getByRole('button', { name: 'Save' }).click();
    await expectTransientSuccess(page, 'Notification settings saved successfully!');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Password' }).click();
    const passwordPanel = page.getByRole('tabpanel', { name: 'Password' });
    // The panel also holds the two-step card, which asks for the current password too.
    const passwordForm = passwordPanel.getByRole('form', { name: 'Password' });
    await passwordForm.getByLabel('Current password').fill('not my password');
    await passwordForm.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await passwordForm.getByLabel('Repeat new password').fill('a brand new passphrase');
    await passwordPanel.getByRole('button', { name: 'Update password' }).click();
    await expect.poll(() => passwordPanel.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('The current password is not correct.');
    // The demo password comes back as the new one, so the other journeys still sign in with it.
    for (const [current, next] of [[demoPassword, 'a brand new passphrase'], ['a brand new passphrase', demoPassword]]) {
      await passwordForm.getByLabel('Current password').fill(current);
      await passwordForm.getByLabel('New password', { exact: true }).fill(next);
      await passwordForm.getByLabel('Repeat new password').fill(next);
      await passwordPanel.getByRole('button', { name: 'Update password' }).click();
      await expectTransientSuccess(page, 'Password Updated Successfully!');
      expect(await passwordForm.getByLabel('Current password').inputValue()).toBe('');
    }
    // Still signed in, on a new session.
    await page.reload();
    expect(await page.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: screenshotPath('profile-1330'), fullPage: true });
    await page.context().close();
  });

  it('changes the e-mail address: display, form, Cancel, errors, then success back on the display', async () => {
    const page = await open('/login');
    await signIn(page, 'couple@example.com');
    await page.goto(`${baseUrl}/profile`);
    const email = page.getByRole('region', { name: 'Email' });
    // Links that open and close the form in place (and work as links without JavaScript).
    await email.getByRole('link', { name: 'Change email' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await email.getByRole('link', { name: 'Cancel' }).click();
    await expect.poll(() => email.getByLabel('New email').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Change email');

    const changeTo = async (address: string, repeat: string, password: string) => {
      if ((await email.getByLabel('New email').count()) === 0) await email.getByRole('link', { name: 'Change email' }).click();
      await email.getByLabel('New email').fill(address);
      await email.getByLabel('Repeat email').fill(repeat);
      await email.getByLabel('Current password').fill(password);
      await email.getByRole('button', { name: 'Change email' }).click();
    };
    await changeTo('couple2@example.com', 'couple2@example.com', demoPassword);
    await expect.poll(() => email.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('The email has already been taken.');
    await changeTo('emma.liam@example.com', 'emma.liam@example.org', demoPassword);
    await expect.poll(() => email.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('The email confirmation does not match.');

    const since = new Date();
    await changeTo('emma.liam@example.com', 'emma.liam@example.com', demoPassword);
    await expectTransientSuccess(page, 'Email changed successfully!');
    // A confirmation link to the new address, a notice to the old one.
    expect((await waitForMail(outboxDir, 'emma.liam@example.com', { since })).links.some((link) => link.includes('/email-activation/'))).toBe(true);
    expect((await waitForMail(outboxDir, 'couple@example.com', { since })).subject).toBe('Your Ever After e-mail address was changed');
    expect(await email.getByLabel('New email').count()).toBe(0);
    expect(await email.textContent()).toContain('emma.liam@example.com');
    expect(await email.textContent()).toContain('Not verified yet');

    // Back to the demo address, for the other journeys.
    await changeTo('couple@example.com', 'couple@example.com', demoPassword);
    await expect.poll(() => email.textContent(), { timeout: 15_000 }).toContain('couple@example.com');
    await page.context().close();
  });

  it('changes the photo through the dialog: preview, refusal, save, and closing clears the preview', async () => {
    const page = await open('/login', { width: 390 });
    await signIn(page, 'couple@example.com');
    await page.goto(`${baseUrl}/profile`);
    const trigger = page.getByRole('button', { name: 'Change photo' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Change photo' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('avatar');
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Too small: the server says why.
    await dialog.getByLabel('Add photo').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await png(200, 150) });
    await dialog.getByRole('img', { name: 'Preview of your new photo' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('Invalid File!');
    expect(await dialog.getByRole('alert').textContent()).toContain('at least 300 px wide');

    // Escape closes it, focus goes back to the photo, and the preview is gone when it opens again.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await trigger.click();
    await expect.poll(() => dialog.getByRole('img', { name: 'Preview of your new photo' }).count()).toBe(0);
    expect(await dialog.getByText('Invalid File!').count()).toBe(0);

    await dialog.getByLabel('Add photo').setInputFiles({ name: 'us.png', mimeType: 'image/png', buffer: await png(900, 600) });
    await page.screenshot({ path: screenshotPath('profile-dialog-390') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    await expectTransientSuccess(page, 'Avatar Updated!');
    const photo = trigger.locator('img');
    expect(await photo.getAttribute('src')).toMatch(/^\/images\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(512);
    await page.context().close();
  });

  it('refuses an upload past what the request may carry at the door with a clear message, to GraphQL and to the page', async () => {
    const body = () => {
      const form = new FormData();
      form.set('operations', JSON.stringify({ query: 'mutation ($f: File) { updateUser(id: 1, avatar: $f) { id } }', variables: { f: null } }));
      form.set('map', JSON.stringify({ 0: ['variables.f'] }));
      form.set('0', new Blob([new Uint8Array(12 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
      form.set('intent', 'avatar');
      return form;
    };
    // A GraphQL multipart request may carry a review's five photos (issue 32): past that, it is refused at the door.
    const graphqlBody = body();
    graphqlBody.set('0', new Blob([new Uint8Array(6 * 10 * 1024 * 1024)], { type: 'image/jpeg' }), 'huge.jpg');
    const graphql = await fetch(`${baseUrl}/graphql`, { method: 'POST', body: graphqlBody });
    expect(graphql.status).toBe(413);
    expect(await graphql.json()).toEqual({
      errors: [{ message: 'The upload is too large: send at most 5 files of 10 MB each.', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }],
    });
    const page = await fetch(`${baseUrl}/profile`, { method: 'POST', body: body() });
    expect(page.status).toBe(413);
    expect(await page.text()).toBe('The upload is too large: pictures must be smaller than 10 MB.');
    // The server is still there.
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  });

  it('works without JavaScript: tabs are links and forms post to the page', async () => {
    const page = await open('/login', { javaScript: false });
    await signIn(page, 'couple2@example.com');
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Wedding Information' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab'), { timeout: 15_000 }).toBe('wedding');
    const panel = page.getByRole('tabpanel', { name: 'Wedding Information' });
    await panel.getByLabel('Wedding location').fill('Queenstown, Otago');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('status').filter({ hasText: 'Wedding Information Updated Successfully!' }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Wedding Information' }).getAttribute('aria-selected')).toBe('true');

    // The dialog needs JavaScript: a plain upload form stands in for it.
    await page.getByLabel('Add photo').setInputFiles({ name: 'us.png', mimeType: 'image/png', buffer: await png(600, 400) });
    await page.getByRole('button', { name: 'Save photo' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('status').filter({ hasText: 'Avatar Updated!' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Change photo' }).locator('img').getAttribute('src')).toMatch(/^\/images\/avatars\//);
    await page.context().close();
  });
});
