import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { graphql, signInOverApi } from '../setup/e2e-api';
import { baseUrl, outboxDir } from '../setup/e2e-lane';
import { look, open } from '../setup/e2e-page';
import { waitForMail } from '../setup/outbox';

/**
 * Issue 35's "Download my data" in Chromium: the demo couple asks for their data on
 * /profile/privacy, watches it being prepared, downloads the zip and finds their wishlist note and
 * their messages in data.json and the CSVs, and no e-mail of the vendor they talk to; the e-mail
 * says it is ready. Another couple's and a visitor's requests for the download are refused; a
 * vendor asks with a plain form post (no scripts) on their own privacy page.
 */

let downloadPath = '';

describe('Download my data', () => {
  it('sends a visitor to sign in and back', async () => {
    const visitor = await open('/profile/privacy');
    await visitor.waitForURL((url) => url.pathname === '/login');
    expect(new URL(visitor.url()).searchParams.get('redirectTo')).toBe('/profile/privacy');
    await visitor.context().close();
  });

  it('the demo couple asks for their data, waits for it and downloads the zip', async () => {
    // A note of this run's own, in place of the demo couple's note (another journey on this
    // server may have changed that one): the same services keep a note as before.
    const couple = await signInOverApi('couple@example.com');
    const { data: listed } = await graphql<{ wishlist: { id: number; wishlist_id: string; note: { text: string } | null }[] }>('query ($user: ID!) { wishlist(user_id: $user) { id wishlist_id note { text } } }', { user: couple.id }, couple.cookie);
    const entry = listed.wishlist.find((saved) => saved.note) ?? listed.wishlist[0]!;
    const note = `Ask whether the ceremony lawn has a wet-weather plan (${Date.now()}).`;
    await graphql('mutation ($wishlist: ID!, $service: Int!, $text: String!) { wishlistAddNote(wishlist: $wishlist, service: $service, text: $text) { text } }', { wishlist: entry.wishlist_id, service: entry.id, text: note }, couple.cookie);
    const since = new Date();
    const page = await open('/profile', { signedInAs: 'couple@example.com' });
    await page.getByRole('link', { name: 'Privacy and your data' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/privacy');
    const section = page.getByRole('region', { name: 'Download my data' });
    await section.getByText('Your wishlist with your hearts and notes').waitFor();
    await look(page, 'data-export');

    await section.getByRole('button', { name: 'Request my data' }).click();
    await section.getByText('We are preparing your data. We will e-mail you when it is ready.').waitFor();
    // The job takes it within seconds; the page reads the list again by itself meanwhile.
    const link = section.getByRole('link', { name: /^Download your data/ });
    await link.waitFor({ timeout: 60_000 });
    await section.getByText(/^Available until \d{1,2} \w+ \d{4}$/).waitFor();
    await look(page, 'data-export-ready');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^ever-after-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    const data = JSON.parse(strFromU8(files['data.json']));
    expect(data.profile.email).toBe('couple@example.com');
    expect(data.wishlist.map((saved: { note: string | null }) => saved.note)).toContain(note);
    const messages = data.conversations.flatMap((conversation: { messages: { from: string }[] }) => conversation.messages);
    expect(messages.some((message: { from: string }) => message.from === 'me')).toBe(true);
    expect(messages.some((message: { from: string }) => message.from === 'them')).toBe(true);
    expect(data.guests.households.length).toBeGreaterThan(0);
    const wishlistCsv = files['wishlist.csv'];
    expect([...wishlistCsv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(strFromU8(wishlistCsv)).toContain(note);
    for (const [name, file] of Object.entries(files)) expect(strFromU8(file), name).not.toContain('vendor@example.com');

    const mail = await waitForMail(outboxDir, 'couple@example.com', { since, subject: 'Your Ever After data is ready' });
    expect(mail.links.some((href) => href.endsWith('/profile/privacy'))).toBe(true);
    downloadPath = new URL(await link.getAttribute('href').then((href) => href!), baseUrl).pathname;
    expect(downloadPath).toMatch(/^\/profile\/privacy\/exports\/\d+\/download$/);
    await page.context().close();
    }, 120_000);

  it('refuses the download to another couple (404) and sends a visitor to sign in', async () => {
    const other = await signInOverApi('couple2@example.com');
    const refused = await fetch(`${baseUrl}${downloadPath}`, { headers: { Cookie: other.cookie }, redirect: 'manual' });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe('There is no such export.');
    const visitor = await fetch(`${baseUrl}${downloadPath}`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/login?redirectTo=${downloadPath}`);
  });

  it('a vendor asks with a plain form post (no scripts): the page answers with the request and a way to look again', async () => {
    const vendor = await signInOverApi('vendor@example.com');
    const answer = await fetch(`${baseUrl}/vendors/profile/privacy`, {
      method: 'POST',
      headers: { Cookie: vendor.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'request-export' }),
    });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('We are preparing your data. We will e-mail you when it is ready.');
    // Waiting, with a link to look again (or, if the job was quicker than this answer, the download).
    expect(html).toMatch(/>Refresh<\/a>|>Download your data/);

    const page = await open('/vendors/profile', { signedInAs: vendor });
    await page.getByRole('link', { name: 'Privacy and your data' }).click();
    await page.waitForURL((url) => url.pathname === '/vendors/profile/privacy');
    const section = page.getByRole('region', { name: 'Download my data' });
    await section.getByText('Your business profile and the documents you sent').waitFor();
    await section.getByRole('link', { name: /^Download your data/ }).waitFor({ timeout: 60_000 });
    await look(page, 'data-export-vendor');
    await page.context().close();
  }, 120_000);
});
