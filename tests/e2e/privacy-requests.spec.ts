import { describe, expect, it } from 'vitest';
import { look, open, signIn } from '../setup/e2e-page';
import { outboxDir } from '../setup/e2e-lane';
import { waitForMail } from '../setup/outbox';

/** Issue 35, "Correct it": a couple asks for a correction, the administrator refuses it with a reason, the couple reads the answer. */
describe('privacy requests', () => {
  it('a couple asks for a correction without JavaScript, the demo administrator refuses it with a reason, and the couple sees the answer', async () => {
    const details = `My review of the florist shows the wedding month as March; it was April (${Date.now()}).`;
    const couple = await open('/profile/privacy', { signedInAs: 'couple@example.com', javaScript: false });
    const form = couple.getByRole('form', { name: 'Ask for a correction' });
    await form.getByLabel('What is it about?').selectOption({ label: 'A published review’s moderation' });
    // A vendor's subjects are not offered to a couple.
    expect(await form.getByLabel('What is it about?').locator('option').allTextContents()).not.toContain('An invoice');
    await form.getByRole('button', { name: 'Send my request' }).click();
    await couple.getByText('Your request is required.').first().waitFor();
    // What was chosen is kept.
    expect(await couple.getByRole('form', { name: 'Ask for a correction' }).getByLabel('What is it about?').inputValue()).toBe('review');
    await couple.getByRole('form', { name: 'Ask for a correction' }).getByLabel('Tell us what is wrong and what it should say').fill(details);
    await couple.getByRole('form', { name: 'Ask for a correction' }).getByRole('button', { name: 'Send my request' }).click();
    await couple.getByText('Your request is sent. We will e-mail you when it is answered.').waitFor();
    const mine = couple.getByRole('listitem').filter({ hasText: details });
    await mine.getByText('Waiting for an answer').waitFor();
    expect(await mine.textContent()).toMatch(/we answer by \d{1,2} \w+ \d{4}/);
    await couple.context().close();

    const admin = await open('/login');
    await signIn(admin, 'admin@example.com');
    await admin.goto('/admin/privacy');
    await admin.getByRole('heading', { name: 'Privacy', level: 1 }).waitFor();
    await admin.getByRole('link', { name: 'Privacy' }).first().waitFor();
    const card = admin.getByRole('article').filter({ hasText: details });
    expect(await card.textContent()).toMatch(/30 days left/);
    await look(admin, 'privacy-requests-admin');
    await card.getByRole('radio', { name: /Refused/ }).check();
    await card.getByLabel('Answer (e-mailed to the person)').fill('We looked at your review again with the florist’s booking.');
    await card.getByRole('button', { name: 'Send the answer' }).click();
    await card.getByText('Say why the request is refused: the person is sent the reason.').first().waitFor();
    const since = new Date();
    await card.getByLabel('Reason, when refused (e-mailed to the person)').fill('The booking the review is linked to was for 14 March, so the month shown is the one on record.');
    await card.getByRole('button', { name: 'Send the answer' }).click();
    await admin.getByText('The request is refused; the person was e-mailed the answer and the reason.').waitFor();
    await admin.goto('/admin/privacy?state=refused');
    await admin.getByRole('article').filter({ hasText: details }).getByText(/^Reason: The booking the review/).waitFor();
    await admin.context().close();

    const mail = await waitForMail(outboxDir, 'couple@example.com', { since, subject: 'We could not make the change you asked for on Ever After' });
    expect(mail.text).toContain('The booking the review is linked to was for 14 March');
    expect(mail.links.some((link) => link.endsWith('/profile/privacy'))).toBe(true);

    const answered = await open('/profile/privacy', { signedInAs: 'couple@example.com' });
    const request = answered.getByRole('listitem').filter({ hasText: details });
    await request.getByText('Refused', { exact: true }).waitFor();
    expect(await request.textContent()).toContain('Why we refused: The booking the review is linked to was for 14 March');
    await look(answered, 'privacy-requests-couple');
    await answered.context().close();
  }, 150_000);

  it('keeps the page to its person: a visitor signs in first, an administrator goes to their own page', async () => {
    const visitor = await open('/profile/privacy');
    expect(new URL(visitor.url()).pathname).toBe('/login');
    await visitor.context().close();
    const vendor = await open('/profile/privacy', { signedInAs: 'vendor2@example.com' });
    expect(new URL(vendor.url()).pathname).toBe('/vendors/profile/privacy');
    const mine = vendor.getByRole('listitem').filter({ hasText: 'Ironbark Lane Cakes' });
    await mine.getByText('Waiting for an answer').waitFor();
    expect(await vendor.getByLabel('What is it about?').locator('option').allTextContents()).toContain('An invoice');
    await vendor.context().close();
  });
});
