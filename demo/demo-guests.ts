import { eq } from 'drizzle-orm';
import { guestHouseholds, guestInvitations, guests, guestSettings, guestTables, rsvpInbox, services } from '../db/schema';
import { buildContext } from '../server/build-context';
import type { RequestContext } from '../server/context';
import { guestList, setRsvpSettings, updateEvent } from '../server/modules/guests';
import { nameKey } from '../shared/guests/name-match';
import { monthsBefore } from '../shared/planning/dates';
import { demoViewer, type DemoAccounts } from './accounts';
import type { DemoVendorListings } from './demo-activity';
import { weddingDateOf } from './demo-bookings';

/**
 * couple@example.com's RSVP link, fixed so the README can name it (`/rsvp/{demoRsvpCode}`); a
 * real couple's code is 256 random bits (43 base64url characters), and this one has that length.
 */
export const demoRsvpCode = 'demo-rsvp-emma-and-liam-hunter-valley-vines';

type Answer = 'attending' | 'declined' | 'waiting';
type Side = 'partner-1' | 'partner-2' | 'both';

type DemoGuest = {
  first: string;
  last: string;
  age?: 'child' | 'infant';
  dietary?: string;
  notes?: string;
  email?: string;
  /** Plus-ones the couple allows this guest (named or not). */
  plusOnes?: number;
  /** The named plus-one of the household's guest just before. */
  plusOne?: true;
  /** Says no to every event while the rest of the household comes. */
  declines?: true;
};

type DemoHousehold = {
  name: string;
  side: Side;
  group: string;
  ceremony: Answer;
  reception: Answer;
  /** Where those coming to the reception sit, when the couple has placed them yet. */
  table?: TableName;
  email?: string;
  phone?: string;
  address?: string;
  guests: DemoGuest[];
};

// Hunter Valley wines, as the venue names its tables; one seats fewer than it has guests (the warning).
const tables = [
  { name: 'Shiraz', seats: 10 },
  { name: 'Semillon', seats: 10 },
  { name: 'Verdelho', seats: 8 },
  { name: 'Chardonnay', seats: 10 },
  { name: 'Tempranillo', seats: 8 },
  { name: 'Pinot Noir', seats: 10 },
  { name: 'Merlot', seats: 10 },
  { name: 'Riesling', seats: 8 },
  { name: 'Grenache', seats: 8 },
  { name: 'Rosé', seats: 8 },
] as const;
type TableName = (typeof tables)[number]['name'];

/** The reception's three meals; those coming choose one (infants none). */
const meals = ['Beef fillet', 'Barramundi', 'Mushroom risotto'] as const;

// Emma Clarke (partner 1) and Liam Petrakis (partner 2). Phone numbers are from the range ACMA keeps for fiction.
const households: DemoHousehold[] = [
  // Emma's side
  {
    name: 'Margaret and David Clarke',
    side: 'partner-1',
    group: 'Family',
    ceremony: 'attending',
    reception: 'attending',
    table: 'Shiraz',
    email: 'margaret.clarke@example.com',
    phone: '0491 570 156',
    address: '27 Wattle Street, Bathurst NSW 2795',
    guests: [{ first: 'Margaret', last: 'Clarke' }, { first: 'David', last: 'Clarke', dietary: 'Lactose intolerant' }, { first: 'Lily', last: 'Clarke', notes: 'Bridesmaid' }],
  },
  {
    name: 'Tom and Priya Clarke',
    side: 'partner-1',
    group: 'Family',
    ceremony: 'attending',
    reception: 'attending',
    table: 'Shiraz',
    email: 'tom.priya@example.com',
    address: '5 Ferris Lane, Orange NSW 2800',
    guests: [
      { first: 'Tom', last: 'Clarke' },
      { first: 'Priya', last: 'Clarke', dietary: 'Vegetarian' },
      { first: 'Ava', last: 'Clarke', age: 'child', notes: 'Flower girl' },
      { first: 'Noah', last: 'Clarke', age: 'infant', notes: 'A high chair, please' },
    ],
  },
  {
    name: 'Joan Whitlock',
    side: 'partner-1',
    group: 'Family',
    ceremony: 'attending',
    reception: 'attending',
    table: 'Shiraz',
    phone: '0491 570 157',
    guests: [{ first: 'Joan', last: 'Whitlock', dietary: 'Soft foods, low salt', notes: 'Uses a walking frame: a seat near the door' }],
  },
  { name: 'Susan and Robert Harding', side: 'partner-1', group: 'Family', ceremony: 'declined', reception: 'declined', guests: [{ first: 'Susan', last: 'Harding' }, { first: 'Robert', last: 'Harding' }] },
  {
    name: 'Jess Harding',
    side: 'partner-1',
    group: 'Family',
    ceremony: 'attending',
    reception: 'attending',
    table: 'Semillon',
    email: 'jess.harding@example.com',
    guests: [{ first: 'Jess', last: 'Harding', plusOnes: 1 }, { first: 'Marcus', last: 'Bell', plusOne: true }],
  },
  {
    name: 'Zoë Fitzgerald and Ben Okafor',
    side: 'partner-1',
    group: 'University friends',
    ceremony: 'attending',
    reception: 'attending',
    table: 'Semillon',
    email: 'zoe.fitz@example.com',
    guests: [{ first: 'Zoë', last: 'Fitzgerald', notes: 'Maid of honour' }, { first: 'Ben', last: 'Okafor', dietary: 'Coeliac: no gluten' }],
  },
  { name: 'Aisha Rahman', side: 'partner-1', group: 'University friends', ceremony: 'waiting', reception: 'waiting', guests: [{ first: 'Aisha', last: 'Rahman', dietary: 'Halal' }] },
  // "Chris Nguyen" on the RSVP page finds this household (the matcher's "similar" tier): not answered yet, a plus-one still to name.
  {
    name: 'Christopher Nguyen and Hannah Schmidt',
    side: 'partner-1',
    group: 'University friends',
    ceremony: 'waiting',
    reception: 'waiting',
    email: 'chris.nguyen@example.com',
    guests: [{ first: 'Christopher', last: 'Nguyen', plusOnes: 1 }, { first: 'Hannah', last: 'Schmidt' }],
  },
  {
    name: 'Olivia Bennett and Jack Kowalski',
    side: 'partner-1',
    group: 'University friends',
    ceremony: 'declined',
    reception: 'attending',
    table: 'Semillon',
    guests: [{ first: 'Olivia', last: 'Bennett', notes: 'Flying in from Perth: the ceremony is too early for them' }, { first: 'Jack', last: 'Kowalski' }],
  },
  // The unmatched answer in the inbox is hers, typed as "Georgie".
  { name: 'Georgia Mitchell', side: 'partner-1', group: 'School friends', ceremony: 'waiting', reception: 'waiting', guests: [{ first: 'Georgia', last: 'Mitchell' }] },
  {
    name: 'Mele and Siosaia Taufa',
    side: 'partner-1',
    group: 'Netball club',
    ceremony: 'attending',
    reception: 'attending',
    table: 'Semillon',
    guests: [{ first: 'Mele', last: 'Taufa' }, { first: 'Siosaia', last: 'Taufa' }],
  },
  { name: 'Rachel and Daniel Goldberg', side: 'partner-1', group: 'Work', ceremony: 'declined', reception: 'declined', guests: [{ first: 'Rachel', last: 'Goldberg' }, { first: 'Daniel', last: 'Goldberg' }] },
  { name: 'Kiran and Anjali Patel', side: 'partner-1', group: 'Work', ceremony: 'waiting', reception: 'waiting', guests: [{ first: 'Kiran', last: 'Patel' }, { first: 'Anjali', last: 'Patel', dietary: 'Vegetarian, no egg' }] },
  {
    name: 'The Rossi family',
    side: 'partner-1',
    group: 'Work',
    ceremony: 'waiting',
    reception: 'attending',
    table: 'Semillon',
    email: 'sofia.rossi@example.com',
    guests: [{ first: 'Sofia', last: 'Rossi' }, { first: 'Matteo', last: 'Rossi' }, { first: 'Lucia', last: 'Rossi', age: 'child' }],
  },
  { name: 'Fiona and Angus McLeod', side: 'partner-1', group: 'Family friends', ceremony: 'attending', reception: 'attending', table: 'Verdelho', guests: [{ first: 'Fiona', last: 'McLeod' }, { first: 'Angus', last: 'McLeod' }] },
  {
    name: 'The Haddad family',
    side: 'partner-1',
    group: 'Neighbours',
    ceremony: 'waiting',
    reception: 'waiting',
    address: '31 Wilson Street, Newtown NSW 2042',
    guests: [{ first: 'Hamid', last: 'Haddad' }, { first: 'Layla', last: 'Haddad', dietary: 'No pork' }, { first: 'Yusuf', last: 'Haddad', age: 'child' }],
  },
  // Liam's side
  {
    name: 'Nikos and Eleni Petrakis',
    side: 'partner-2',
    group: 'Family',
    ceremony: 'attending',
    reception: 'attending',
    table: 'Chardonnay',
    email: 'eleni.petrakis@example.com',
    phone: '0491 570 158',
    address: '8 Olympia Parade, Earlwood NSW 2206',
    guests: [{ first: 'Nikos', last: 'Petrakis' }, { first: 'Eleni', last: 'Petrakis' }, { first: 'Stefan', last: 'Petrakis', notes: 'Groomsman' }],
  },
  { name: 'Despina Petrakis', side: 'partner-2', group: 'Family', ceremony: 'attending', reception: 'attending', table: 'Chardonnay', guests: [{ first: 'Despina', last: 'Petrakis', dietary: 'Diabetic: no added sugar' }] },
  {
    name: 'Alexandra Petrakis and Josh Whitby',
    side: 'partner-2',
    group: 'Family',
    ceremony: 'attending',
    reception: 'attending',
    table: 'Chardonnay',
    guests: [{ first: 'Alexandra', last: 'Petrakis' }, { first: 'Josh', last: 'Whitby' }, { first: 'Theo', last: 'Whitby', age: 'infant' }],
  },
  {
    name: 'George and Maria Petrakis',
    side: 'partner-2',
    group: 'Family',
    ceremony: 'attending',
    reception: 'attending',
    table: 'Tempranillo',
    guests: [{ first: 'George', last: 'Petrakis' }, { first: 'Maria', last: 'Petrakis' }, { first: 'Nick', last: 'Petrakis' }, { first: 'Sophie', last: 'Petrakis', dietary: 'Nut allergy (severe)' }],
  },
  { name: 'Kostas Petrakis', side: 'partner-2', group: 'Family', ceremony: 'waiting', reception: 'waiting', guests: [{ first: 'Kostas', last: 'Petrakis' }] },
  { name: 'Anna Georgiou', side: 'partner-2', group: 'Family', ceremony: 'declined', reception: 'declined', guests: [{ first: 'Anna', last: 'Georgiou', notes: 'Overseas that month; sent a gift' }] },
  { name: 'Thanh and Vy Nguyen', side: 'partner-2', group: 'Work', ceremony: 'waiting', reception: 'attending', table: 'Tempranillo', guests: [{ first: 'Thanh', last: 'Nguyen' }, { first: 'Vy', last: 'Nguyen' }] },
  {
    name: 'Ravi and Deepa Sharma',
    side: 'partner-2',
    group: 'Work',
    ceremony: 'attending',
    reception: 'attending',
    table: 'Tempranillo',
    guests: [{ first: 'Ravi', last: 'Sharma', dietary: 'No beef' }, { first: 'Deepa', last: 'Sharma', dietary: 'Vegetarian' }],
  },
  {
    name: 'Gregory and Helen Walsh',
    side: 'partner-2',
    group: 'Work',
    ceremony: 'waiting',
    reception: 'waiting',
    guests: [{ first: 'Gregory', last: 'Walsh' }, { first: 'Helen', last: 'Walsh' }, { first: 'Charlotte', last: 'Walsh', age: 'child' }],
  },
  { name: 'Tane Parata', side: 'partner-2', group: 'Football club', ceremony: 'attending', reception: 'attending', table: 'Verdelho', guests: [{ first: 'Tane', last: 'Parata', notes: 'Best man' }] },
  { name: 'Jarrah Williams', side: 'partner-2', group: 'Football club', ceremony: 'attending', reception: 'attending', table: 'Verdelho', guests: [{ first: 'Jarrah', last: 'Williams' }] },
  {
    name: 'José and Camila Martínez',
    side: 'partner-2',
    group: 'University friends',
    ceremony: 'attending',
    reception: 'attending',
    table: 'Verdelho',
    email: 'jose.martinez@example.com',
    guests: [{ first: 'José', last: 'Martínez' }, { first: 'Camila', last: 'Martínez', dietary: 'Pescatarian' }],
  },
  {
    name: 'The Park family',
    side: 'partner-2',
    group: 'University friends',
    ceremony: 'waiting',
    reception: 'waiting',
    guests: [{ first: 'Min-jun', last: 'Park' }, { first: 'Seo-yeon', last: 'Park' }, { first: 'Ji-woo', last: 'Park', age: 'child' }, { first: 'Ha-eun', last: 'Park', age: 'child' }],
  },
  {
    name: 'Declan O’Brien',
    side: 'partner-2',
    group: 'University friends',
    ceremony: 'attending',
    reception: 'waiting',
    guests: [{ first: 'Declan', last: 'O’Brien', notes: 'Will confirm the reception once his shifts are out' }],
  },
  { name: 'Tanvir and Nadia Hossain', side: 'partner-2', group: 'University friends', ceremony: 'declined', reception: 'declined', guests: [{ first: 'Tanvir', last: 'Hossain' }, { first: 'Nadia', last: 'Hossain' }] },
  // Friends of both
  { name: 'Chloe and Ethan Brooks', side: 'both', group: 'Friends', ceremony: 'attending', reception: 'attending', table: 'Pinot Noir', guests: [{ first: 'Chloe', last: 'Brooks' }, { first: 'Ethan', last: 'Brooks' }] },
  {
    name: 'Amara Okonkwo and Lachlan Reid',
    side: 'both',
    group: 'Friends',
    ceremony: 'declined',
    reception: 'attending',
    guests: [{ first: 'Amara', last: 'Okonkwo', dietary: 'Vegan' }, { first: 'Lachlan', last: 'Reid' }],
  },
  {
    name: 'Mei Lin and Oliver Chen',
    side: 'both',
    group: 'Friends',
    ceremony: 'waiting',
    reception: 'waiting',
    guests: [{ first: 'Mei Lin', last: 'Chen' }, { first: 'Oliver', last: 'Chen' }, { first: 'Ruby', last: 'Chen', age: 'infant' }],
  },
  { name: 'Bridget Murphy', side: 'both', group: 'Friends', ceremony: 'declined', reception: 'declined', guests: [{ first: 'Bridget', last: 'Murphy' }] },
  { name: 'Hugo and Isabelle Lambert', side: 'both', group: 'Friends', ceremony: 'attending', reception: 'attending', guests: [{ first: 'Hugo', last: 'Lambert' }, { first: 'Isabelle', last: 'Lambert' }] },
  { name: 'Fatima Al-Sayed', side: 'both', group: 'Friends', ceremony: 'waiting', reception: 'waiting', guests: [{ first: 'Fatima', last: 'Al-Sayed', dietary: 'Halal' }] },
  {
    name: 'The Doyle family',
    side: 'both',
    group: 'Family friends',
    ceremony: 'attending',
    reception: 'attending',
    email: 'doyles@example.com',
    guests: [
      { first: 'Patrick', last: 'Doyle' },
      { first: 'Siobhan', last: 'Doyle', dietary: 'Nut allergy (severe)' },
      { first: 'Aoife', last: 'Doyle', age: 'child' },
      { first: 'Finn', last: 'Doyle', age: 'child', declines: true, notes: 'Football tournament that weekend' },
    ],
  },
  {
    name: 'Sam and Riley Thompson',
    side: 'both',
    group: 'Friends',
    ceremony: 'waiting',
    reception: 'waiting',
    guests: [{ first: 'Sam', last: 'Thompson' }, { first: 'Riley', last: 'Thompson' }, { first: 'Mia', last: 'Thompson', age: 'child' }],
  },
  {
    name: 'Anh Tran and Lucas Silva',
    side: 'both',
    group: 'Friends',
    ceremony: 'attending',
    reception: 'attending',
    guests: [{ first: 'Anh', last: 'Tran' }, { first: 'Lucas', last: 'Silva', dietary: 'Lactose intolerant' }, { first: 'Leo', last: 'Silva', age: 'infant' }],
  },
];

const unmatched = {
  firstName: 'Georgie',
  lastName: 'Mitchell',
  note: 'Hi Emma! I couldn’t find my name, it might be under Georgia. I’d love to come to both, and I’ll have the fish. Can’t wait! G x',
};

/**
 * Issue 34's demo (README): couple@example.com's guest list: 86 guests in 40 households on both
 * sides and of both, in groups, invited to the ceremony and the reception (on the wedding day, at
 * the booked demo venue); answers in every state (households that answered one event and not the
 * other, one child saying no while the family comes), meals chosen from three by those coming to
 * the reception, dietary needs, a named plus-one and one still to name (Christopher Nguyen's, whom
 * "Chris Nguyen" finds), 10 tables with about half the guests seated and one over capacity, an
 * unmatched answer in the RSVP inbox, a message and a cut-off a month before the wedding, and the
 * fixed RSVP code above. The settings and events go through the module's use cases; the list, the
 * answers and the inbox have no bulk use case (answers come from the RSVP page), so each table gets
 * one insert, with the RSVP lookup keys folded by the matcher's nameKey as the module stores them.
 * Run after seedDemoBookings (the venue booking on the wedding day). couple2@example.com keeps an
 * empty list.
 */
export async function seedDemoGuests(parts: Pick<RequestContext, 'db'>, accounts: DemoAccounts, { venue }: DemoVendorListings): Promise<void> {
  const { db } = parts;
  const couple = buildContext({ db, viewer: await demoViewer(db, accounts.couple) });
  const coupleId = accounts.couple;
  const weddingDate = await weddingDateOf(db, coupleId);
  if (!weddingDate) throw new Error('couple@example.com has a wedding date');
  const [place] = await db.select({ name: services.name, address: services.address }).from(services).where(eq(services.id, venue));
  if (!place) throw new Error('seedDemoGuests runs after the demo venue exists');

  // The first read makes the settings row and the ceremony and reception.
  const list = await guestList(couple);
  const eventOf = (kind: string) => list.events.find((event) => event.kind === kind)!.id;
  const ceremony = eventOf('ceremony');
  const reception = eventOf('reception');
  await updateEvent(couple, { id: ceremony, date: weddingDate, time: '15:30', place: `The garden at ${place.name}, ${place.address}` });
  await updateEvent(couple, { id: reception, date: weddingDate, time: '17:30', place: `The barrel hall at ${place.name}, ${place.address}` });
  await setRsvpSettings(couple, {
    message:
      'We can’t wait to celebrate with you among the vines! Please answer for everyone in your household and choose a meal for the reception. Dress: garden formal. A bus leaves Cessnock at 2.45 pm and brings everyone back after the last dance. Love, Emma & Liam',
    cutoff: monthsBefore(weddingDate, 1),
    mealOptions: [...meals],
  });

  const now = couple.clock.now();
  // Answers came in over the last weeks, one household a day.
  const answeredAt = (household: number) => new Date(now.getTime() - (3 + ((household * 5) % 40)) * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.update(guestSettings).set({ rsvpCode: demoRsvpCode }).where(eq(guestSettings.coupleId, coupleId));
    const tableRows = await tx
      .insert(guestTables)
      .values(tables.map((table) => ({ coupleId, name: table.name, seats: table.seats, createdAt: now, updatedAt: now })))
      .returning({ id: guestTables.id, name: guestTables.name });
    const tableId = new Map(tableRows.map((row) => [row.name, row.id]));
    const householdRows = await tx
      .insert(guestHouseholds)
      .values(
        households.map((household, index) => ({
          coupleId,
          name: household.name,
          email: household.email ?? '',
          phone: household.phone ?? '',
          address: household.address ?? '',
          rsvpAnsweredAt: household.ceremony === 'waiting' && household.reception === 'waiting' ? null : answeredAt(index),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: guestHouseholds.id });

    // Everyone in household order; a plus-one's host is known once the hosts' ids are back.
    let mealTurn = 0;
    const people = households.flatMap((household, index) =>
      household.guests.map((guest) => {
        const answer = (event: Answer): Answer => (guest.declines ? 'declined' : event);
        const reception = answer(household.reception);
        const choosing = reception === 'attending' && guest.age !== 'infant';
        const meal = !choosing ? '' : guest.dietary?.startsWith('Vegetarian') || guest.dietary === 'Vegan' ? meals[2] : guest.dietary === 'Pescatarian' || guest.dietary === 'No beef' ? meals[1] : meals[mealTurn++ % 3];
        return {
          household: index,
          guest,
          answers: { ceremony: answer(household.ceremony), reception },
          row: {
            coupleId,
            householdId: householdRows[index]!.id,
            firstName: guest.first,
            lastName: guest.last,
            firstKey: nameKey(guest.first),
            lastKey: nameKey(guest.last),
            ageGroup: guest.age ?? 'adult',
            side: household.side,
            groupName: household.group,
            email: guest.email ?? '',
            dietary: guest.dietary ?? '',
            meal,
            notes: guest.notes ?? '',
            plusOnesAllowed: guest.plusOnes ?? 0,
            tableId: household.table && reception === 'attending' ? tableId.get(household.table)! : null,
            createdAt: now,
            updatedAt: now,
          },
        };
      }),
    );
    const hosts = people.filter((person) => !person.guest.plusOne);
    const hostIds = await tx.insert(guests).values(hosts.map((person) => person.row)).returning({ id: guests.id });
    const ids = new Map(hosts.map((person, index) => [person, hostIds[index]!.id]));
    const named = people.filter((person) => person.guest.plusOne);
    if (named.length > 0) {
      const namedIds = await tx
        .insert(guests)
        .values(named.map((person) => ({ ...person.row, plusOneOf: ids.get(people[people.indexOf(person) - 1]!)! })))
        .returning({ id: guests.id });
      named.forEach((person, index) => ids.set(person, namedIds[index]!.id));
    }
    await tx.insert(guestInvitations).values(
      people.flatMap((person) =>
        (['ceremony', 'reception'] as const).map((event) => ({
          guestId: ids.get(person)!,
          eventId: event === 'ceremony' ? ceremony : reception,
          coupleId,
          status: person.answers[event],
          answeredAt: person.answers[event] === 'waiting' ? null : answeredAt(person.household),
        })),
      ),
    );
    await tx.insert(rsvpInbox).values({ coupleId, ...unmatched, createdAt: new Date(now.getTime() - 2 * 86_400_000) });
  });
}
