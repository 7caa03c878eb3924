import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../db/paths';
import { defaultImageName } from '../../server/media';
import { graphql, graphqlUpload, signInOverApi } from '../setup/e2e-api';
import { picture } from '../setup/e2e-listing';
import { startSeededServer } from '../setup/e2e-seeded-server';
import { startServer, type RunningServer } from '../setup/server-process';

/**
 * Issue 36's backups: `npm run backup` of a running server on the embedded database, more written
 * after it, then `npm run restore` into a new data folder and a server started on it: a listing,
 * its photo, a message and an invoice written before the backup are there; those written after are
 * not (docs/backups.md).
 */

const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');
const scratch = mkdtempSync(join(tmpdir(), 'ever-after-backup-'));
const archive = join(scratch, 'ever-after.zip');
let original: RunningServer;
let restored: RunningServer | undefined;

/** A script as a person runs it (npm run backup / restore), with DATA_DIR; its exit code and output. */
function script(name: 'backup' | 'restore', args: string[], dataDir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, [`scripts/${name}.ts`, ...args], { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

type Written = { listingId: number; photoUrl: string; message: string; invoiceId: string };

/** A celebrant listing with a photo, a couple's message and a vendor's new invoice, all named by `label`. */
async function writeSome(label: string, base: string): Promise<Written> {
  const [vendor, couple] = await Promise.all([signInOverApi('vendor@example.com', base), signInOverApi('couple@example.com', base)]);
  const categories = (await graphql<{ categories: { id: string; name: string; billingPlans: { id: string; title: string; interval: string; country_code: string }[] }[] }>(
    '{ categories { id name billingPlans { id title interval country_code } } }',
    {},
    undefined,
    base,
  )).data.categories;
  const celebrant = categories.find((entry) => entry.name === 'celebrant')!;
  const created = await graphql<{ createService: { id: number } }>('mutation ($category: Int!, $name: String!) { createService(category_id: $category, name: $name) { id } }', { category: Number(celebrant.id), name: `${label} listing` }, vendor.cookie, base);
  const listingId = created.data.createService.id;
  const photo = await picture(`${label}.jpg`, 900, 600);
  const photos = await graphqlUpload<{ addServiceMedia: { photos: { url: string }[] } }>(
    'mutation ($id: Int!, $files: [Upload!]!) { addServiceMedia(id: $id, files: $files) { photos { url } } }',
    { id: listingId, files: [null] },
    { 'files.0': new File([readFileSync(photo)], `${label}.jpg`, { type: 'image/jpeg' }) },
    vendor.cookie,
    base,
  );
  const message = `${label}: is the first Saturday of June free for 90 guests?`;
  await graphql('mutation ($message: String!) { startConversation(service_id: "1", message: $message) { conversation_id } }', { message }, couple.cookie, base);
  // A category the demo vendor has no subscription in yet: subscribing issues its first invoice.
  const subscribedTo = (await graphql<{ mySubscriptions: { category: string }[] }>('{ mySubscriptions { category } }', {}, vendor.cookie, base)).data.mySubscriptions.map((entry) => entry.category);
  const plans = categories.find((entry) => !subscribedTo.includes(entry.name) && entry.billingPlans.length > 0)!;
  const plan = plans.billingPlans.find((entry) => entry.title === 'Basic Listing' && entry.interval === 'month' && entry.country_code === 'au')!;
  const subscribed = await graphql<{ subscribe: { invoice: { id: string } } }>('mutation ($category: ID!, $plan: ID!) { subscribe(category_id: $category, plan_id: $plan) { invoice { id } } }', { category: plans.id, plan: plan.id }, vendor.cookie, base);
  return { listingId, photoUrl: photos.addServiceMedia.photos[0].url, message, invoiceId: subscribed.data.subscribe.invoice.id };
}

/** What the server at `base` holds of what `written` wrote. */
async function found(written: Written, base: string) {
  const [vendor, couple] = await Promise.all([signInOverApi('vendor@example.com', base), signInOverApi('couple@example.com', base)]);
  const listings = (await graphql<{ vendorDashboard: { listings: { service: { id: number } }[] } }>('{ vendorDashboard { listings { service { id } } } }', {}, vendor.cookie, base)).data.vendorDashboard.listings;
  const invoices = (await graphql<{ invoices: { id: string }[] }>('{ invoices(first: 100) { id } }', {}, vendor.cookie, base)).data.invoices;
  const conversations = (await graphql<{ conversations: { service: { id: number }; last_message: string | null }[] }>(
    'query ($id: Int!) { conversations(user_id: $id) { service { id } last_message } }',
    { id: Number(couple.id) },
    couple.cookie,
    base,
  )).data.conversations;
  // /images/ answers a missing picture with the default one (server/http/images.ts).
  const [photo, placeholder] = await Promise.all([written.photoUrl, `/images/${defaultImageName}`].map(async (path) => Buffer.from(await (await fetch(new URL(path, base))).arrayBuffer())));
  return {
    listing: listings.some((listing) => Number(listing.service.id) === Number(written.listingId)),
    photo: photo.length > 0 && !photo.equals(placeholder),
    lastMessage: conversations.find((conversation) => Number(conversation.service.id) === 1)?.last_message,
    invoice: invoices.some((invoice) => invoice.id === written.invoiceId),
  };
}

beforeAll(async () => {
  original = await startSeededServer();
});
afterAll(async () => {
  await original?.stop();
  await restored?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run backup and npm run restore, embedded database', () => {
  it('backs up a running server; a restore into a new folder holds exactly what was there at the backup', async () => {
    const before = await writeSome('Kept', original.url);
    const backup = await script('backup', [archive], original.dataDir);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain('A server is running on');
    expect(original.output()).toMatch(/Backup sent: the database and \d+ files/);
    const after = await writeSome('Later', original.url);
    // The running server still holds both.
    expect(await found(before, original.url)).toEqual({ listing: true, photo: true, lastMessage: after.message, invoice: true });

    // Inside the scratch folder, so a failed run leaves nothing behind.
    const target = join(scratch, 'restored');
    const restore = await script('restore', [archive], target);
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored the backup of .* \(database at 0\d+_\w+, \d+ files\)/);
    restored = await startServer({}, target);
    expect(restored.output()).not.toContain('seeding the demo catalog');

    expect(await found(before, restored.url)).toEqual({ listing: true, photo: true, lastMessage: before.message, invoice: true });
    const later = await found(after, restored.url);
    expect(later).toMatchObject({ listing: false, photo: false, invoice: false });
  }, 600_000); // a backup, a restore and a server start, each a process of its own: minutes on a busy machine

  it('refuses a folder a server runs on, and a folder that is not empty unless --force', async () => {
    const running = await script('restore', [archive], original.dataDir);
    expect(running.status).toBe(1);
    expect(running.output).toMatch(/a server is running on .*: stop it before restoring into its folder/);

    const occupied = mkdtempSync(join(tmpdir(), 'ever-after-occupied-'));
    try {
      writeFileSync(join(occupied, 'notes.txt'), 'an operator’s notes');
      const refused = await script('restore', [archive], occupied);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain(`DATA_DIR ${occupied} is not empty (notes.txt): restore into an empty folder, or add --force`);
      expect(existsSync(join(occupied, 'pglite'))).toBe(false);

      const forced = await script('restore', [archive, '--force'], occupied);
      expect(forced.status, forced.output).toBe(0);
      expect(existsSync(join(occupied, 'notes.txt'))).toBe(false);
      expect(existsSync(join(occupied, 'pglite', 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(occupied, { recursive: true, force: true });
    }
  }, 300_000); // two restore processes
});
