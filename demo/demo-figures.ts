import { sql } from 'drizzle-orm';
import { buildContext } from '../server/build-context';
import type { Viewer } from '../server/kernel';
import { addWishlistService } from '../server/modules/engagement';
import { getConversationMessages, sendMessage, startConversation } from '../server/modules/messaging';
import { importServiceViews } from '../server/modules/vendors';
import { createRandom, type Random } from '../shared/random';
import { slugify } from '../shared/slug';
import type { Database } from '../db/client';
import { userRoles, users } from '../db/schema';
import { demoViewer, type DemoAccounts } from './accounts';
import { atMoment, type DemoVendorListings } from './demo-activity';
import { personName } from './names';

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

/** Days of figures: the dashboard's last 30 days and the 30 before, which it compares them with. */
const figureDays = 60;

type ListingFigures = {
  /** Page views on an ordinary weekday 60 days ago, and their change since (0.3: 30% more today). */
  views: number;
  trend: number;
  /** Wishlist adds in the 30 days before the last 30, and in the last 30. */
  adds: [number, number];
  /** Enquiries: [days ago, hour of the day (UTC), hours until the vendor's first reply]. */
  enquiries: [number, number, number][];
};

const figures: Record<keyof DemoVendorListings, ListingFigures> = {
  // Answered within hours (a median of about 5 h): couples see "Usually replies within a day".
  venue: {
    views: 46,
    trend: 0.35,
    adds: [7, 11],
    enquiries: [[57, 19, 3], [49, 10, 6], [41, 21, 11], [34, 8, 2], [27, 20, 4], [22, 12, 1.5], [17, 18, 7], [12, 9, 3], [8, 22, 9], [5, 13, 2.5]],
  },
  // Answered after a day or two (a median of about 42 h): no reply line for this one.
  photographer: {
    views: 30,
    trend: 0.15,
    adds: [5, 7],
    enquiries: [[55, 11, 40], [38, 19, 30], [26, 9, 52], [19, 14, 26], [11, 20, 44], [6, 10, 70]],
  },
  // Fewer views than a month ago; quick answers (a median of 5 h).
  florist: {
    views: 16,
    trend: -0.2,
    adds: [4, 3],
    enquiries: [[50, 15, 5], [36, 9, 14], [24, 17, 3], [14, 11, 18], [4, 19, 2]],
  },
};

const enquiryTexts: Record<keyof DemoVendorListings, string[]> = {
  venue: [
    'Hello! We are looking at a Saturday next autumn for about 90 guests. Is the ceremony lawn free, and what do your packages include?',
    'Hi there, what would a Sunday wedding of 140 guests cost? We love the barrel hall.',
    'Hi! Do you have any Friday dates left in March, and can we bring our own celebrant?',
    'Hello, we are hoping for a winter wedding of around 60 people. Is there an indoor option for the ceremony?',
  ],
  photographer: [
    'Hi! Are you free on a Saturday in April for a full day, from the preparations to the first dance?',
    'Hello, what do your collections include? We would love an engagement shoot as well.',
    'Hi there, we are eloping with twelve guests. Do you offer a two-hour package?',
  ],
  florist: [
    'Hi! Could we have a quote for a bridal bouquet, four bridesmaids and twelve table arrangements?',
    'Hello, we love native flowers. Could you dress an arbour for the ceremony in late spring?',
  ],
};

const replies = [
  'Thank you for getting in touch, and congratulations! That date is still open. Our packages are in your inbox; happy to arrange a call this week.',
  'Lovely to hear from you! Yes, we can do that. Would you like to come by for a chat? Most weekdays suit.',
  'Congratulations! We have a few options that would suit you. I will put a quote together tonight and e-mail it to you.',
];

/**
 * Sixty days of the demo vendor's results, so the dashboard shows figures and a chart: page
 * views per day (more at the weekend), wishlist adds and enquiries spread over the days, each
 * answered by the vendor, quickly for the venue and the florist, slowly for the photographer.
 * Views go through importServiceViews, the vendors module's import for the demo; adds, enquiries
 * and replies through the use cases, each dated by its context's clock.
 */
export async function seedDemoFigures(db: Database, accounts: DemoAccounts, listings: DemoVendorListings): Promise<void> {
  const random = createRandom(18);
  const now = new Date();
  const couples = await createDemoCouples(db, random, Math.max(...Object.values(figures).map(({ adds }) => adds[0] + adds[1])));
  const vendor = await demoViewer(db, accounts.vendor);
  const at = (viewer: Viewer, moment: Date) => atMoment(buildContext({ db, viewer }), moment);

  for (const [offset, [name, serviceId]] of (Object.entries(listings) as [keyof DemoVendorListings, number][]).entries()) {
    const plan = figures[name];
    await importServiceViews(buildContext({ db }), { serviceId, days: dailyViews(random, plan, now) });

    const [before, recent] = plan.adds;
    const added = [...momentsBetween(random, now, 30, figureDays - 1, before), ...momentsBetween(random, now, 1, 29, recent)];
    for (const [index, moment] of added.entries()) await addWishlistService(at(couples[index], moment), { id: serviceId });

    for (const [index, [daysAgo, hour, replyHours]] of plan.enquiries.entries()) {
      // A couple per enquiry (one conversation per couple and listing); some write to two of the vendor's listings.
      const couple = couples[(index + offset * 7) % couples.length];
      const asked = new Date(startOfDay(now) - daysAgo * dayMs + hour * hourMs);
      const texts = enquiryTexts[name];
      const { conversationId } = await startConversation(at(couple, asked), { serviceId, message: texts[index % texts.length] });
      const replied = new Date(asked.getTime() + replyHours * hourMs);
      await sendMessage(at(vendor, replied), { conversationId, message: replies[index % replies.length] });
      // The couple read the answer: nothing waits unread, no e-mail is due to these invented people.
      await getConversationMessages(at(couple, replied), { conversationId });
    }
  }
  await backdateSignUps(db, couples);
}

/**
 * Each invented couple signed up a few hours before the first thing it did (a wishlist add or an
 * enquiry), so the administrators' sign-ups per day spread over the figures' days as real ones would.
 */
async function backdateSignUps(db: Database, couples: Viewer[]): Promise<void> {
  const ids = couples.map((couple) => couple.id);
  await db.execute(sql`
    update users set created_at = first.at - interval '1 hour' * (1 + users.id % 36)
    from (
      select user_id, min(at) as at from (
        select w.user_id, s.added_at as at from wishlist_services s join wishlists w on w.id = s.wishlist_id
        union all
        select couple_id, created_at from conversations
      ) as moments group by user_id
    ) as first
    where users.id = first.user_id and users.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** Couples who browse and enquire in the figures, like the generated vendors: no password, addresses that never deliver. */
async function createDemoCouples(db: Database, random: Random, count: number): Promise<Viewer[]> {
  const people = Array.from({ length: count }, () => [personName(random), personName(random)]);
  const rows = await db
    .insert(users)
    .values(
      people.map(([one, two], index) => ({
        email: `${slugify(one.firstName)}.${slugify(one.lastName)}.${index + 1}@couples.example`,
        passwordHash: null,
        firstName: one.firstName,
        lastName: one.lastName,
        nickname: `${one.firstName} & ${two.firstName}`,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  await db.insert(userRoles).values(rows.map(({ id }) => ({ userId: id, role: 'user' as const })));
  return Promise.all(rows.map(({ id }) => demoViewer(db, id)));
}

/** Page views per day, oldest first: more at the weekend, a trend over the 60 days, some noise; today as far as it has gone. */
function dailyViews(random: Random, { views, trend }: ListingFigures, now: Date): { day: string; views: number }[] {
  const today = startOfDay(now);
  return Array.from({ length: figureDays }, (_, index) => {
    const day = new Date(today - (figureDays - 1 - index) * dayMs);
    const weekday = day.getUTCDay();
    const week = weekday === 0 || weekday === 6 ? 1.7 : weekday === 5 ? 1.2 : 1;
    const growth = 1 + (trend * index) / (figureDays - 1);
    const share = index === figureDays - 1 ? (now.getTime() - today) / dayMs : 1;
    return { day: day.toISOString().slice(0, 10), views: Math.round(views * week * growth * random.float(0.8, 1.25) * share) };
  });
}

/** `count` moments between `fromDaysAgo` and `toDaysAgo` days ago (whole days back from today's start), at waking hours. */
function momentsBetween(random: Random, now: Date, fromDaysAgo: number, toDaysAgo: number, count: number): Date[] {
  return Array.from({ length: count }, () => new Date(startOfDay(now) - random.int(fromDaysAgo, toDaysAgo) * dayMs + random.int(7, 22) * hourMs));
}

const startOfDay = (moment: Date) => Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
