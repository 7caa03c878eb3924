import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../tests/setup/database';
import { testContext } from '../tests/setup/context';
import { createDiskStorage } from '../server/integrations/storage/disk-storage';
import type { FileStorage } from '../server/integrations/storage/file-storage';
import { loadViewer } from '../server/modules/accounts/viewer';
import { verifyPassword } from '../server/modules/accounts/password';
import { listQuickRepliers } from '../server/modules/messaging';
import { findVendorDashboard } from '../server/modules/vendors';
import { checkBusinessNumber } from '../shared/vendors/business-number';
import { matchGuests } from '../shared/guests/name-match';
import { monthsBefore } from '../shared/planning/dates';
import { nameKey } from '../server/modules/guests/name-key';
import type { DatabaseHandle } from '../db/client';
import { demoPassword, seedDemoCatalog } from './';
import { demoRsvpCode } from './demo-guests';

const priceLikeKeys = ['min_price_per_person', 'min_total_cost', 'package_starting_from', 'min_price_per_day', 'min_cost', 'min_package', 'hourly_rate'];

let database: DatabaseHandle;
let imagesDir: string;
let privateFiles: FileStorage;
let firstRun: Awaited<ReturnType<typeof seedDemoCatalog>>;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-seed-'));
  privateFiles = createDiskStorage(join(imagesDir, 'private'));
  firstRun = await seedDemoCatalog(database.db, { services: 400, imagesDir, privateFiles });
});
afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

describe('demo catalog', () => {
  it('creates the reference data and the demo accounts on an empty database', () => {
    expect(firstRun.referenceData).toMatchObject({ countries: 2, states: 23, categories: 7 });
    expect(firstRun.accounts).not.toBeNull();
    expect(firstRun.services).toBe(400);
  });

  it('writes the demo blog: 24 published articles of several sections, tagged, each with its own two pictures', async () => {
    expect(firstRun.articles).toBe(24);
    const posts = await rows<{ slug: string; author: string; featured_image: string; thumbnail: string; sections: number; words: number; tags: number; status: string }>(sql`
      select slug, author, featured_image, thumbnail, status,
        (length(content_html) - length(replace(content_html, '<h2>', ''))) / 4 as sections,
        array_length(regexp_split_to_array(trim(content_markdown), '\\s+'), 1) as words,
        (select count(*)::int from blog_post_tags where post_id = blog_posts.id) as tags
      from blog_posts order by published_at desc`);
    expect(posts).toHaveLength(24);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(24);
    for (const post of posts) {
      expect(post.status).toBe('PUBLISHED');
      expect(post.words, post.slug).toBeGreaterThanOrEqual(200);
      expect(post.sections, post.slug).toBeGreaterThanOrEqual(3);
      expect(post.tags, post.slug).toBeGreaterThanOrEqual(1);
      for (const image of [post.featured_image, post.thumbnail]) {
        expect(readFileSync(join(imagesDir, image.replace('/images/', '')), 'utf8')).toMatch(/^<svg /);
      }
    }
    const pictures = posts.flatMap((post) => [post.featured_image, post.thumbnail].map((image) => readFileSync(join(imagesDir, image.replace('/images/', '')), 'utf8')));
    expect(new Set(pictures).size).toBe(48);
  });

  it('gives the five demo accounts their roles and the demo password, hashed with Argon2id', async () => {
    const accounts = await rows<{ email: string; role: string; password_hash: string }>(sql`
      select u.email, r.role, u.password_hash from users u join user_roles r on r.user_id = u.id
      where u.email like '%@example.com' order by u.email`);
    expect(accounts.map(({ email, role }) => [email, role])).toEqual([
      ['admin@example.com', 'administrator'],
      ['couple2@example.com', 'user'],
      ['couple@example.com', 'user'],
      ['vendor2@example.com', 'vendor'],
      ['vendor@example.com', 'vendor'],
    ]);
    for (const account of accounts) {
      expect(account.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(account.password_hash, demoPassword)).toBe(true);
      expect(await verifyPassword(account.password_hash, 'wrong-password')).toBe(false);
    }
  });

  it('shows each demo account its features: wishlists with ratings and notes, a conversation with replies, unread enquiries', async () => {
    const wishlists = await rows<{ email: string; listed: number; rated: number; notes: number }>(sql`
      select u.email,
        (select count(*)::int from wishlist_services ws where ws.wishlist_id = w.id) as listed,
        (select count(*)::int from service_votes v where v.user_id = u.id) as rated,
        (select count(*)::int from wishlist_notes n where n.wishlist_id = w.id) as notes
      from users u join wishlists w on w.user_id = u.id where u.email like '%@example.com' order by u.email`);
    expect(wishlists).toEqual([
      { email: 'couple2@example.com', listed: 2, rated: 1, notes: 1 },
      { email: 'couple@example.com', listed: 4, rated: 3, notes: 1 },
    ]);
    const chats = await rows<{ couple: string; messages: number; senders: number; couple_unread: number; vendor_unread: number }>(sql`
      select u.email as couple, (select count(*)::int from chat_messages m where m.conversation_id = c.id) as messages,
        (select count(distinct sender_id)::int from chat_messages m where m.conversation_id = c.id) as senders,
        c.couple_unread, c.vendor_unread
      from conversations c join users u on u.id = c.couple_id join users v on v.id = c.vendor_id
      where v.email = 'vendor@example.com' and u.email like '%@example.com' order by u.email, c.id`);
    expect(chats).toEqual([
      // couple2: the photographer enquiry (unread); the florist's quote, declined (the decline unread by the vendor).
      { couple: 'couple2@example.com', messages: 1, senders: 1, couple_unread: 0, vendor_unread: 1 },
      { couple: 'couple2@example.com', messages: 4, senders: 2, couple_unread: 0, vendor_unread: 1 },
      // couple: the venue (four messages, then the quote, the acceptance, the confirmation and the
      // deposit, the last two unread); the florist (the enquiry, the auto-reply and the open quote).
      { couple: 'couple@example.com', messages: 8, senders: 2, couple_unread: 2, vendor_unread: 0 },
      { couple: 'couple@example.com', messages: 3, senders: 2, couple_unread: 2, vendor_unread: 0 },
    ]);
  });

  it('gives couple@example.com a confirmed venue booking (deposit received, the day booked) and an open florist quote, and vendor@example.com leads in every stage, two templates and an auto-reply', async () => {
    const booked = await rows<{ email: string; category: string; status: string; deposit: boolean; day_booked: boolean; quote: string }>(sql`
      select u.email, cat.name as category, b.status, b.deposit_received_at is not null as deposit,
        exists (select 1 from service_unavailable_dates d where d.service_id = b.service_id and d.date = b.event_date and d.source = 'booking') as day_booked,
        q.status as quote
      from bookings b join users u on u.id = b.couple_id join services s on s.id = b.service_id
      join categories cat on cat.id = s.category_id join quotes q on q.id = b.quote_id`);
    expect(booked).toEqual([{ email: 'couple@example.com', category: 'venue', status: 'booked', deposit: true, day_booked: true, quote: 'accepted' }]);
    const open = await rows<{ email: string; category: string }>(sql`
      select u.email, cat.name as category from quotes q join users u on u.id = q.couple_id join services s on s.id = q.service_id
      join categories cat on cat.id = s.category_id where q.status = 'open'`);
    expect(open).toEqual([{ email: 'couple@example.com', category: 'flowers' }]);
    const vendor = await loadViewer(database.db, (await rows<{ id: number }>(sql`select id from users where email = 'vendor@example.com'`))[0].id);
    const { findVendorPipeline, listReplyTemplates } = await import('../server/modules/bookings');
    const pipeline = await findVendorPipeline(testContext(database.db, vendor));
    for (const stage of ['new', 'replied', 'quoted', 'booked', 'lost'] as const) expect(pipeline.counts[stage]).toBeGreaterThan(0);
    const tools = await listReplyTemplates(testContext(database.db, vendor));
    expect(tools.templates).toHaveLength(2);
    expect(tools.autoReply.enabled).toBe(true);
  });

  it('gives couple@example.com, about ten months out, a checklist part done with the NOIM task, a budget with the venue committed (deposit paid) and the florist quote pending; couple2@example.com the New Zealand licence task', async () => {
    const { budget, checklist, planningOverview } = await import('../server/modules/planning');
    const idOf = async (email: string) => (await rows<{ id: number }>(sql`select id from users where email = ${email}`))[0].id;
    const couple = testContext(database.db, await loadViewer(database.db, await idOf('couple@example.com')));
    const list = await checklist(couple);
    const tasks = list.periods.flatMap((period) => period.tasks);
    const daysAway = (Date.parse(list.weddingDate!) - Date.parse(list.today)) / 86_400_000;
    expect(daysAway).toBeGreaterThanOrEqual(290);
    expect(daysAway).toBeLessThanOrEqual(320);
    expect(list).toMatchObject({ country: 'au', compressed: true });
    expect(list.done).toBeGreaterThanOrEqual(5);
    expect(list.done).toBeLessThan(list.total);
    expect(tasks.filter((task) => task.done).map((task) => task.template)).toEqual(expect.arrayContaining(['budget', 'guest-list', 'venue']));
    expect(tasks.filter((task) => task.overdue)).toEqual([]);
    const noim = tasks.find((task) => task.template === 'legal-au-noim');
    expect(noim).toMatchObject({ done: false, hidden: false, legal: { officialUrl: 'https://www.ag.gov.au/families-and-marriage/marriage/getting-married-australia' } });
    expect(noim!.note).not.toBe('');
    expect(tasks.some((task) => task.template === 'legal-nz-licence')).toBe(false);
    expect(tasks.filter((task) => task.template === null).map((task) => task.title)).toEqual(['Visit the venue with both families']);
    expect(list.hidden.map((task) => task.template)).toEqual(['caterer']);
    expect(tasks.find((task) => task.template === 'florist')).toMatchObject({ done: false, note: expect.stringMatching(/quoted A\$[\d,]+ .*open until/) });

    const money = await budget(couple, {});
    expect(money).toMatchObject({ currency: 'AUD', total: 5_500_000, guests: 120 });
    const venue = money.items.filter((item) => item.source === 'booking');
    expect(venue).toEqual([expect.objectContaining({ categoryId: 'venue', bookingStatus: 'booked', counted: true })]);
    expect(venue[0].actual).toBe(venue[0].estimate);
    expect(venue[0].payments).toEqual([expect.objectContaining({ id: `${venue[0].id}-deposit`, amount: 500_000, paid: true })]);
    expect(money.overall.committed).toBeGreaterThanOrEqual(venue[0].total);
    expect(money.overall.paid).toBeGreaterThanOrEqual(500_000);
    const [flowers] = await rows<{ total: number }>(sql`
      select q.total from quotes q join users u on u.id = q.couple_id where u.email = 'couple@example.com' and q.status = 'open'`);
    expect(money.items.find((item) => item.categoryId === 'flowers')).toMatchObject({ source: 'couple', name: expect.stringContaining('quote pending'), estimate: flowers.total, actual: null });
    // The per-guest item follows the guests attending the reception (the demo guest list), not the saved 120.
    expect(money.attending).toBeGreaterThan(0);
    expect(money.guestsUsed).toBe(money.attending);
    expect(money.items.find((item) => item.perGuest)).toMatchObject({ categoryId: 'catering', estimateTotal: money.attending! * 2_400 });
    expect(money.items.find((item) => item.categoryId === 'attire')!.payments.map((payment) => payment.paid)).toContain(true);
    expect(money.upcoming.length).toBeGreaterThan(0);
    expect(money.overall.overspend).toBe(0);
    const overview = await planningOverview(couple);
    expect(overview.booked.map((entry) => entry.categoryId)).toEqual(['venue']);
    expect(overview.missing.map((entry) => entry.categoryId)).toEqual(expect.arrayContaining(['flowers', 'photography']));
    expect(overview.nextTasks.map((task) => task.template)).toContain('florist');

    const kiwis = testContext(database.db, await loadViewer(database.db, await idOf('couple2@example.com')));
    const theirs = await checklist(kiwis);
    const theirTasks = theirs.periods.flatMap((period) => period.tasks);
    expect(theirs.country).toBe('nz');
    expect(theirs.done).toBeGreaterThan(0);
    expect(theirTasks.find((task) => task.template === 'legal-nz-licence')).toMatchObject({ done: false, hidden: false, legal: { officialUrl: 'https://www.govt.nz/browse/family-and-whanau/getting-married/' } });
    expect(theirTasks.some((task) => task.template === 'legal-au-noim')).toBe(false);
    expect(await budget(kiwis, {})).toMatchObject({ currency: 'NZD', country: 'nz', total: 3_800_000, guests: 80 });
  });

  it('gives couple@example.com 86 guests in 40 households over the ceremony and the reception at the booked venue, answers in every state, meals, 10 tables half seated, an unmatched answer and the fixed RSVP link; couple2@example.com an empty list', async () => {
    const { guestList } = await import('../server/modules/guests');
    const idOf = async (email: string) => (await rows<{ id: number }>(sql`select id from users where email = ${email}`))[0].id;
    const coupleId = await idOf('couple@example.com');
    const list = await guestList(testContext(database.db, await loadViewer(database.db, coupleId)));
    const people = list.households.flatMap((household) => household.guests);
    // The README's figures.
    expect(list.counts).toEqual({ households: 40, guests: 86, adults: 73, children: 9, infants: 4 });
    expect(people).toHaveLength(86);
    expect(new Set(people.map((guest) => guest.side))).toEqual(new Set(['partner-1', 'partner-2', 'both']));
    expect([...new Set(people.map((guest) => guest.groupName))]).toEqual(expect.arrayContaining(['Family', 'University friends', 'Work']));

    // Both events on the wedding day, at the booked venue; every state in each, and households that answered one and not the other.
    const [{ wedding_day: weddingDay, venue }] = await rows<{ wedding_day: string; venue: string }>(sql`
      select to_char(b.event_date, 'YYYY-MM-DD') as wedding_day, s.name as venue
      from bookings b join services s on s.id = b.service_id where b.couple_id = ${coupleId} and b.status = 'booked'`);
    expect(list.events.map((event) => event.kind)).toEqual(['ceremony', 'reception']);
    for (const event of list.events) {
      expect(event).toMatchObject({ date: weddingDay, time: expect.stringMatching(/^\d\d:\d\d$/), place: expect.stringContaining(venue) });
      expect(event.counts.invited).toBe(86);
      for (const state of ['attending', 'declined', 'waiting'] as const) expect(event.counts[state], `${event.name} ${state}`).toBeGreaterThan(0);
    }
    expect(list.events[1].counts).toEqual({ invited: 86, attending: 52, declined: 9, waiting: 25 });
    const [ceremony, reception] = list.events.map((event) => event.id);
    const statusOf = (guest: (typeof people)[number], eventId: number) => guest.invitations.find((invitation) => invitation.eventId === eventId)?.status;
    expect(people.some((guest) => statusOf(guest, ceremony) === 'waiting' && statusOf(guest, reception) !== 'waiting')).toBe(true);
    expect(people.some((guest) => statusOf(guest, ceremony) === 'declined' && statusOf(guest, reception) === 'attending')).toBe(true);

    // Meals from three options for those coming to the reception; several dietary needs.
    expect(list.meals).toHaveLength(3);
    expect(list.meals.reduce((sum, meal) => sum + meal.count, 0)).toBe(people.filter((guest) => statusOf(guest, reception) === 'attending' && guest.ageGroup !== 'infant').length);
    expect(list.dietary.length).toBeGreaterThanOrEqual(5);

    // Plus-ones: one named, one allowed and not named yet (Christopher Nguyen's); "Chris Nguyen" finds his household of two.
    const plusOnes = people.filter((guest) => guest.plusOneOf !== null);
    expect(plusOnes).toHaveLength(1);
    expect(people.find((guest) => guest.id === plusOnes[0].plusOneOf)).toMatchObject({ plusOnesAllowed: 1, householdId: plusOnes[0].householdId });
    const christopher = people.find((guest) => guest.firstName === 'Christopher' && guest.lastName === 'Nguyen');
    expect(christopher).toMatchObject({ plusOnesAllowed: 1 });
    expect(plusOnes.some((guest) => guest.plusOneOf === christopher!.id)).toBe(false);
    expect(people.filter((guest) => guest.householdId === christopher!.householdId)).toHaveLength(2);
    expect(matchGuests({ firstName: 'Chris', lastName: 'Nguyen' }, people)).toEqual({ kind: 'similar', householdId: christopher!.householdId, guestIds: [christopher!.id] });
    expect(people.map((guest) => guest.firstName)).toContain('Zoë');
    // The RSVP lookup keys, as the module folds them.
    const keys = await rows<{ first_name: string; last_name: string; first_key: string; last_key: string }>(sql`select first_name, last_name, first_key, last_key from guests where couple_id = ${coupleId}`);
    expect(keys.filter((row) => row.first_key !== nameKey(row.first_name) || row.last_key !== nameKey(row.last_name))).toEqual([]);

    // 10 tables, about half the guests seated, one table over capacity.
    expect(list.tables).toHaveLength(10);
    const seated = list.tables.reduce((sum, table) => sum + table.seated, 0);
    expect(seated).toBe(42);
    expect(list.tables.filter((table) => table.over)).toHaveLength(1);

    // The fixed RSVP link, a message, a cut-off a month before; one unmatched answer waiting in the inbox.
    expect(list.rsvpCode).toBe(demoRsvpCode);
    expect(list.rsvpCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(list.rsvpMessage).not.toBe('');
    expect(list.rsvpCutoff).toBe(monthsBefore(weddingDay, 1));
    const inbox = await rows<{ first_name: string; last_name: string; note: string }>(sql`select first_name, last_name, note from rsvp_inbox where couple_id = ${coupleId} and resolved_at is null`);
    expect(inbox).toHaveLength(1);
    expect(inbox[0].note).not.toBe('');
    expect(matchGuests({ firstName: inbox[0].first_name, lastName: inbox[0].last_name }, people)).toEqual({ kind: 'none' });

    const kiwis = await guestList(testContext(database.db, await loadViewer(database.db, await idOf('couple2@example.com'))));
    expect(kiwis.counts.guests).toBe(0);
    expect(kiwis.rsvpCode).not.toBe(demoRsvpCode);
  });

  it('gives the demo venue 12 reviews (a score, one removed on an upheld dispute, a 2-heart one answered), the cake maker 2 and a pending dispute, and couple@example.com the florist to review', async () => {
    const { canReview, listReviewDisputes, listReviews, summarizeReviews } = await import('../server/modules/reviews');
    const idOf = async (email: string) => (await rows<{ id: number }>(sql`select id from users where email = ${email}`))[0].id;
    const [{ venue, florist, cakes }] = await rows<{ venue: number; florist: number; cakes: number }>(sql`
      select (select s.id from services s join categories c on c.id = s.category_id join users u on u.id = s.user_id where u.email = 'vendor@example.com' and c.name = 'venue') as venue,
        (select s.id from services s join categories c on c.id = s.category_id join users u on u.id = s.user_id where u.email = 'vendor@example.com' and c.name = 'flowers') as florist,
        (select s.id from services s join users u on u.id = s.user_id where u.email = 'vendor2@example.com') as cakes`);
    const visitor = testContext(database.db);
    const venueSummary = await summarizeReviews(visitor, { serviceId: venue });
    expect(venueSummary).toMatchObject({ count: 11, showsScore: true, notice: null });
    expect(venueSummary.histogram!.reduce((sum, count) => sum + count, 0)).toBe(11);
    expect(venueSummary.subScores.quality).not.toBeNull();
    const page = await listReviews(visitor, { serviceId: venue, sort: 'lowest' });
    expect(page.total).toBe(12);
    const all = [...page.reviews, ...(await listReviews(visitor, { serviceId: venue, sort: 'lowest', page: 2 })).reviews];
    expect(all.filter((review) => review.removed)).toEqual([expect.objectContaining({ removalLine: expect.stringMatching(/^A review was removed on .+ because it was about a different business or event\.$/) })]);
    expect(all.find((review) => review.rating === 2)?.reply?.body).toContain('We are truly sorry');
    expect(await summarizeReviews(visitor, { serviceId: cakes })).toMatchObject({ count: 2, showsScore: false, notice: 'Not enough reviews for a score yet' });
    const admin = testContext(database.db, await loadViewer(database.db, await idOf('admin@example.com')));
    const queue = await listReviewDisputes(admin, {});
    expect(queue.map((entry) => [entry.kind, entry.openedBy?.email, entry.listing.id])).toEqual([['dispute', 'vendor2@example.com', cakes]]);
    const couple = testContext(database.db, await loadViewer(database.db, await idOf('couple@example.com')));
    expect(await canReview(couple, { serviceId: florist })).toMatchObject({ canReview: true, source: 'enquiry' });
    // The prior’s daily update ran once after the reviews: "How reviews work" counts them (the venue’s 11 published and the cake maker’s 2).
    const { findReviewTransparency } = await import('../server/modules/reviews');
    const [{ published }] = await rows<{ published: number }>(sql`select count(*)::int as published from reviews where status = 'published'`);
    const { scoring } = await findReviewTransparency(visitor, {});
    expect(scoring.priorReviews).toBe(published);
    expect(scoring.priorReviews).toBeGreaterThanOrEqual(13);
    expect(scoring.computedAt).not.toBeNull();
  });

  it('gives the demo vendor at least three verified listings, one of them a venue', async () => {
    const listings = await rows<{ category: string; verified: boolean; status: string | null }>(sql`
      select c.name as category, s.is_vendor_verified as verified, s.status from services s
      join categories c on c.id = s.category_id join users u on u.id = s.user_id where u.email = 'vendor@example.com'`);
    expect(listings.length).toBeGreaterThanOrEqual(3);
    expect(listings.map((listing) => listing.category)).toContain('venue');
    expect(listings.every((listing) => listing.verified && listing.status === null)).toBe(true);
  });

  it('gives vendor@example.com a business verified by the demo administrator, with a PDF document, and the badge on its listings', async () => {
    const [business] = await rows<{ business_name: string; nickname: string; job_title: string; phone: string; website: string; business_number: string; verified_by: string }>(sql`
      select p.business_name, u.nickname, p.job_title, p.phone, p.website, p.business_number, admin.email as verified_by
      from vendor_profiles p join users u on u.id = p.user_id join users admin on admin.id = p.verified_by where u.email = 'vendor@example.com'`);
    expect(business).toMatchObject({ business_name: 'Whitfield & Vine Weddings', nickname: 'Whitfield & Vine Weddings', website: 'https://whitfieldandvine.example', verified_by: 'admin@example.com' });
    expect(business.phone).toMatch(/^\+61\d{9}$/);
    expect(checkBusinessNumber('au', business.business_number).ok).toBe(true);
    const documents = await rows<{ storage_key: string; content_type: string }>(sql`
      select d.storage_key, d.content_type from vendor_documents d join users u on u.id = d.vendor_id where u.email = 'vendor@example.com'`);
    expect(documents).toHaveLength(1);
    const pdf = Buffer.from((await privateFiles.get(documents[0].storage_key))!.bytes).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const [audit] = await rows<{ actor: string }>(sql`select u.email as actor from audit_log a join users u on u.id = a.actor_id where a.action = 'vendor.verify'`);
    expect(audit.actor).toBe('admin@example.com');
  });

  it('gives vendor2@example.com an unverified business with a document, a listing of another category without the badge, and an open claim', async () => {
    const [business] = await rows<{ verified_at: Date | null; business_number: string; documents: number }>(sql`
      select p.verified_at, p.business_number, (select count(*)::int from vendor_documents d where d.vendor_id = p.user_id and d.claim_id is null) as documents
      from vendor_profiles p join users u on u.id = p.user_id where u.email = 'vendor2@example.com'`);
    expect(business).toMatchObject({ verified_at: null, documents: 1 });
    expect(checkBusinessNumber('au', business.business_number).ok).toBe(true);
    const listings = await rows<{ category: string; verified: boolean }>(sql`
      select c.name as category, s.is_vendor_verified as verified from services s join categories c on c.id = s.category_id
      join users u on u.id = s.user_id where u.email = 'vendor2@example.com'`);
    expect(listings).toEqual([{ category: 'cakes', verified: false }]);
    const claims = await rows<{ status: string; listing_status: string; owner: number | null; documents: number }>(sql`
      select c.status, s.status as listing_status, s.user_id as owner, (select count(*)::int from vendor_documents d where d.claim_id = c.id) as documents
      from service_claims c join services s on s.id = c.service_id join users u on u.id = c.vendor_id where u.email = 'vendor2@example.com'`);
    expect(claims).toEqual([{ status: 'open', listing_status: 'unclaimed', owner: null, documents: 1 }]);
  });

  it("gives the demo vendor's dashboard 60 days of figures: views busier at weekends, wishlist adds, enquiries, and quick replies but for the photographer", async () => {
    const [{ id }] = await rows<{ id: number }>(sql`select id from users where email = 'vendor@example.com'`);
    const dashboard = await findVendorDashboard(testContext(database.db, await loadViewer(database.db, id)), {});
    expect(dashboard).toMatchObject({ businessName: 'Whitfield & Vine Weddings', verified: true });
    const byCategory = new Map(dashboard.listings.map((listing) => [listing.service.category.name, listing]));
    const [venue, photographer, florist] = ['venue', 'photographer', 'flowers'].map((category) => byCategory.get(category)!);
    // The story's couples count too: couple@ added the venue and the photographer, couple2@ the florist; the
    // bookings demo adds both couples' florist enquiries (couple2@'s decline unread).
    expect([venue, photographer, florist].map(({ wishlistAdds, enquiries, unreadConversations }) => ({ wishlistAdds, enquiries, unreadConversations }))).toEqual([
      { wishlistAdds: { current: 12, previous: 7 }, enquiries: { current: 7, previous: 4 }, unreadConversations: 0 },
      { wishlistAdds: { current: 8, previous: 5 }, enquiries: { current: 5, previous: 2 }, unreadConversations: 1 },
      { wishlistAdds: { current: 4, previous: 4 }, enquiries: { current: 5, previous: 2 }, unreadConversations: 1 },
    ]);
    expect([venue, photographer, florist].map((listing) => listing.medianReplyHours)).toEqual([4.5, 42, 5]);
    const quick = await listQuickRepliers(testContext(database.db), { serviceIds: [venue, photographer, florist].map((listing) => listing.service.id) });
    expect(quick).toEqual(new Set([venue.service.id, florist.service.id]));
    for (const listing of [venue, photographer, florist]) {
      expect(listing.views.previous).toBeGreaterThan(300);
      expect(listing.dailyViews.reduce((sum, views) => sum + views, 0)).toBe(listing.views.current);
      // Whole days only (today has only begun): Saturdays and Sundays bring more than weekdays.
      const days = listing.dailyViews.slice(0, -1).map((views, index) => ({ views, weekday: new Date(Date.parse(dashboard.since) + index * 86_400_000).getUTCDay() }));
      const mean = (list: { views: number }[]) => list.reduce((sum, day) => sum + day.views, 0) / list.length;
      const weekend = days.filter((day) => day.weekday === 0 || day.weekday === 6);
      const weekdays = days.filter((day) => day.weekday > 0 && day.weekday < 5);
      expect(mean(weekend)).toBeGreaterThan(mean(weekdays) * 1.3);
    }
  });

  it('signs the invented couples up over the figures’ days, each before the first thing it did', async () => {
    const couples = await rows<{ days: number; late: number }>(sql`
      select count(distinct date_trunc('day', u.created_at))::int as days,
        count(*) filter (where u.created_at > (select min(c.created_at) from conversations c where c.couple_id = u.id))::int as late
      from users u where u.email like '%@couples.example'`);
    expect(couples[0].days).toBeGreaterThan(10);
    expect(couples[0].late).toBe(0);
  });

  it('spreads services over every category and both countries, each in a region of its own state', async () => {
    const [spread] = await rows<{ categories: number; countries: number; misplaced: number; outside: number }>(sql`
      select count(distinct s.category_id)::int as categories, count(distinct s.country_id)::int as countries,
        count(*) filter (where r.state_id <> s.state_id or st.country_id <> s.country_id)::int as misplaced,
        count(*) filter (where abs(s.lat - r.lat) > 1.5 or abs(s.lng - r.lng) > 1.5)::int as outside
      from services s join regions r on r.id = s.region_id join states st on st.id = s.state_id`);
    expect(spread).toEqual({ categories: 7, countries: 2, misplaced: 0, outside: 0 });
    // In proportion to population: Sydney's region holds more listings than the whole Northern Territory.
    const [{ sydney, territory }] = await rows<{ sydney: number; territory: number }>(sql`
      select count(*) filter (where r.link = 'sydney')::int as sydney, count(*) filter (where st.state_code = 'NT')::int as territory
      from services s join regions r on r.id = s.region_id join states st on st.id = s.state_id`);
    expect(sydney).toBeGreaterThan(territory);
  });

  it('leaves a share of listings unclaimed and without owner, and verifies most of the rest', async () => {
    const [shares] = await rows<{ total: number; unclaimed: number; unclaimed_owned: number; verified: number }>(sql`
      select count(*)::int as total, count(*) filter (where status = 'unclaimed')::int as unclaimed,
        count(*) filter (where status = 'unclaimed' and user_id is not null)::int as unclaimed_owned,
        count(*) filter (where is_vendor_verified)::int as verified
      from services`);
    expect(shares.unclaimed / shares.total).toBeGreaterThan(0.03);
    expect(shares.unclaimed / shares.total).toBeLessThan(0.2);
    expect(shares.unclaimed_owned).toBe(0);
    expect(shares.verified / shares.total).toBeGreaterThan(0.6);
  });

  it('gives each service 3 to 8 generated pictures on disk, drawn without scripts or outside references', async () => {
    const media = await rows<{ service_id: number; url: string; is_image: boolean }>(sql`select service_id, url, is_image from service_media`);
    const perService = new Map<number, number>();
    for (const item of media) perService.set(item.service_id, (perService.get(item.service_id) ?? 0) + 1);
    expect(perService.size).toBe(400);
    for (const count of perService.values()) {
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(8);
    }
    expect(firstRun.images).toBe(media.length);
    for (const item of media.slice(0, 40)) {
      expect(item.is_image).toBe(true);
      const file = join(imagesDir, item.url.replace(/^\/images\//, ''));
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|href="http|on\w+=/i);
    }
  });

  it('fills every attribute of the category with a value in its range, and the price-like keys with whole dollars', async () => {
    const values = await rows<{ service_id: number; key: string; value: string; type: string; options: { min?: number; max?: number } }>(sql`
      select m.service_id, m.meta_key as key, m.meta_value as value, a.type, a.options
      from service_meta m join attributes a on a.id = m.attribute_id`);
    const [{ missing }] = await rows<{ missing: number }>(sql`
      select count(*)::int as missing from services s join attributes a on a.category_id = s.category_id
      left join service_meta m on m.service_id = s.id and m.meta_key = a.name where m.id is null`);
    expect(missing).toBe(0);
    for (const { key, value, type, options } of values) {
      if (type === 'number') {
        expect(Number(value), key).toBeGreaterThanOrEqual(options.min ?? 0);
        if (options.max !== undefined && key !== 'number_of_photos') expect(Number(value), key).toBeLessThanOrEqual(options.max);
      }
      if (type === 'range' || type === 'checkbox_group') expect(Array.isArray(JSON.parse(value)), key).toBe(true);
      if (priceLikeKeys.includes(key)) expect(Number.isInteger(Number(value)) && Number(value) > 0, key).toBe(true);
    }
    expect(priceLikeKeys.filter((key) => values.some((value) => value.key === key))).toEqual(priceLikeKeys);
  });

  it('keeps venue capacity in the number_of_people bounds with people_min at most people_max', async () => {
    const [capacity] = await rows<{ venues: number; bad: number }>(sql`
      select count(*)::int as venues,
        count(*) filter (where people_max is null or people_min is null or people_min > people_max or people_max > 500)::int as bad
      from services s join categories c on c.id = s.category_id where c.name = 'venue'`);
    expect(capacity.venues).toBeGreaterThan(50);
    expect(capacity.bad).toBe(0);
  });

  it('adds video links, social links, and booked-out dates within the coming year', async () => {
    const [links] = await rows<{ total: number; video: number; social: number }>(sql`
      select (select count(*)::int from services) as total,
        count(distinct service_id) filter (where meta_key = 'video1_link')::int as video,
        count(distinct service_id) filter (where meta_key like 'social_link__%')::int as social
      from service_meta`);
    expect(links.video / links.total).toBeGreaterThan(0.6);
    expect(links.social / links.total).toBeGreaterThan(0.6);
    const [dates] = await rows<{ services: number; past: number; beyond: number }>(sql`
      select count(distinct service_id)::int as services,
        count(*) filter (where date < current_date)::int as past,
        count(*) filter (where date > current_date + 366)::int as beyond
      from service_unavailable_dates`);
    expect(dates.services).toBeGreaterThan(300);
    expect(dates).toMatchObject({ past: 0, beyond: 0 });
  });

  it('subscribes the demo vendors in their listings’ categories, each first invoice paid; vendor2 has one open invoice', async () => {
    const subscriptions = await rows<{ email: string; category: string; status: string; paid: number; open: number }>(sql`
      select u.email, c.name as category, s.status,
        (select count(*)::int from billing_invoices i where i.subscription_id = s.id and i.status = 'paid') as paid,
        (select count(*)::int from billing_invoices i where i.subscription_id = s.id and i.status = 'open') as open
      from billing_subscriptions s join users u on u.id = s.vendor_id join categories c on c.id = s.category_id order by u.email, c.name`);
    expect(subscriptions).toEqual([
      { email: 'vendor2@example.com', category: 'cakes', status: 'active', paid: 1, open: 1 },
      { email: 'vendor@example.com', category: 'flowers', status: 'active', paid: 1, open: 0 },
      { email: 'vendor@example.com', category: 'photographer', status: 'active', paid: 1, open: 0 },
      { email: 'vendor@example.com', category: 'venue', status: 'active', paid: 1, open: 0 },
    ]);
    // vendor2's open invoice buys the Extra Photos add-on, which waits for it to be paid.
    const [pending] = await rows<{ purpose: string; items: number }>(sql`
      select i.purpose, (select count(*)::int from billing_subscription_items t where t.subscription_id = i.subscription_id) as items
      from billing_invoices i where i.status = 'open'`);
    expect(pending).toEqual({ purpose: 'change', items: 0 });
  });

  it('only adds services on a second run: no second set of accounts, no name twice in a region', async () => {
    const second = await seedDemoCatalog(database.db, { services: 150, imagesDir, privateFiles });
    expect(second).toMatchObject({ referenceData: null, accounts: null, articles: 0, services: 150 });
    const [totals] = await rows<{ services: number; demo_accounts: number; duplicates: number }>(sql`
      select (select count(*)::int from services) as services,
        (select count(*)::int from users where email like '%@example.com') as demo_accounts,
        (select count(*)::int from (select 1 from services group by region_id, name having count(*) > 1) as twice) as duplicates`);
    expect(totals).toEqual({ services: 550, demo_accounts: 5, duplicates: 0 });
  });
});
