import { builder } from './builder';
import {
  addEvent,
  addGuest,
  addHousehold,
  addTable,
  deleteGuest,
  deleteHousehold,
  guestList,
  regenerateRsvpCode,
  resolveRsvp,
  rsvpFind,
  rsvpHousehold,
  rsvpInbox,
  rsvpLeaveNote,
  rsvpPage,
  rsvpRespond,
  restoreGuest,
  seatGuest,
  setGuestGroup,
  setInvitations,
  recordAnswer,
  setRsvpSettings,
  updateEvent,
  updateGuest,
  updateHousehold,
  updateTable,
  type EventCounts,
  type Guest,
  type GuestEvent,
  type GuestInvitation,
  type GuestList,
  type GuestTable,
  type Household,
  type RsvpEvent,
  type RsvpFindResult,
  type RsvpHousehold,
  type RsvpInboxEntry,
  type RsvpMember,
  type RsvpPage,
  type RsvpResponse,
} from '../modules/guests';
import { useCaseResolver } from './use-case-resolver';

/**
 * Issue 34: the couple's guest list; every rule lives in the guests module. Every mutation answers
 * the whole list again (counts included), as planning's answer the whole checklist or budget.
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

const InvitationType = builder.objectRef<GuestInvitation>('GuestInvitation').implement({
  fields: (t) => ({
    event_id: t.exposeID('eventId'),
    status: t.exposeString('status', { description: 'waiting, attending or declined' }),
    answered_at: t.string({ nullable: true, resolve: (value) => iso(value.answeredAt) }),
  }),
});

const GuestType = builder.objectRef<Guest>('Guest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    household_id: t.exposeID('householdId'),
    first_name: t.exposeString('firstName'),
    last_name: t.exposeString('lastName'),
    age_group: t.exposeString('ageGroup', { description: 'adult, child or infant' }),
    side: t.exposeString('side', { description: 'partner-1, partner-2 or both' }),
    group_name: t.exposeString('groupName'),
    email: t.exposeString('email'),
    dietary: t.exposeString('dietary'),
    meal: t.exposeString('meal'),
    notes: t.exposeString('notes'),
    plus_ones_allowed: t.exposeInt('plusOnesAllowed'),
    plus_one_of: t.id({ nullable: true, description: 'The host, for a plus-one', resolve: (guest) => guest.plusOneOf }),
    table_id: t.id({ nullable: true, resolve: (guest) => guest.tableId }),
    deleted_at: t.string({ nullable: true, description: 'Set for a deleted guest (restoreGuest undoes it)', resolve: (guest) => iso(guest.deletedAt) }),
    updated_at: t.string({ resolve: (guest) => guest.updatedAt.toISOString() }),
    invitations: t.field({ type: [InvitationType], description: 'The events the guest is invited to, with their answer', resolve: (guest) => guest.invitations }),
  }),
});

const HouseholdType = builder.objectRef<Household>('GuestHousehold').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    rsvp_answered_at: t.string({ nullable: true, description: 'When the household last answered on the RSVP page', resolve: (household) => iso(household.rsvpAnsweredAt) }),
    rsvp_message: t.exposeString('rsvpMessage', { description: 'What the household wrote to the couple with their answer' }),
    rsvp_email: t.exposeString('rsvpEmail', { description: 'Where the household had its RSVP confirmation sent' }),
    guests: t.field({ type: [GuestType], resolve: (household) => household.guests }),
  }),
});

const EventCountsType = builder.objectRef<EventCounts>('GuestEventCounts').implement({
  fields: (t) => ({ invited: t.exposeInt('invited'), attending: t.exposeInt('attending'), declined: t.exposeInt('declined'), waiting: t.exposeInt('waiting') }),
});

const EventType = builder.objectRef<GuestEvent>('GuestEvent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind', { description: 'ceremony, reception or other' }),
    date: t.exposeString('date', { nullable: true, description: 'YYYY-MM-DD' }),
    time: t.exposeString('time', { nullable: true, description: 'HH:MM' }),
    place: t.exposeString('place'),
    position: t.exposeInt('position'),
    counts: t.field({ type: EventCountsType, resolve: (event) => event.counts }),
  }),
});

const TableType = builder.objectRef<GuestTable>('GuestTable').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    seats: t.exposeInt('seats'),
    seated: t.exposeInt('seated'),
    over: t.exposeBoolean('over', { description: 'More guests seated than seats' }),
    guest_ids: t.idList({ resolve: (table) => table.guestIds }),
  }),
});

const CountsType = builder.objectRef<GuestList['counts']>('GuestCounts').implement({
  fields: (t) => ({
    households: t.exposeInt('households'),
    guests: t.exposeInt('guests'),
    adults: t.exposeInt('adults'),
    children: t.exposeInt('children'),
    infants: t.exposeInt('infants'),
  }),
});

const MealType = builder.objectRef<GuestList['meals'][number]>('GuestMealCount').implement({
  fields: (t) => ({ meal: t.exposeString('meal'), count: t.exposeInt('count') }),
});

const DietaryType = builder.objectRef<GuestList['dietary'][number]>('GuestDietaryNeed').implement({
  fields: (t) => ({ guest_id: t.exposeID('guestId'), name: t.exposeString('name'), dietary: t.exposeString('dietary'), meal: t.exposeString('meal') }),
});

export const GuestListType = builder.objectRef<GuestList>('GuestList').implement({
  fields: (t) => ({
    rsvp_code: t.exposeString('rsvpCode', { description: 'The private RSVP link is /rsvp/{rsvp_code}' }),
    rsvp_message: t.exposeString('rsvpMessage'),
    rsvp_cutoff: t.exposeString('rsvpCutoff', { nullable: true, description: 'YYYY-MM-DD: the last day answers may change' }),
    meal_options: t.exposeStringList('mealOptions', { description: 'The meals guests choose from on the RSVP page (none: they type their choice)' }),
    households: t.field({ type: [HouseholdType], resolve: (list) => list.households }),
    events: t.field({ type: [EventType], resolve: (list) => list.events }),
    tables: t.field({ type: [TableType], resolve: (list) => list.tables }),
    deleted: t.field({ type: [GuestType], description: 'Guests deleted in the last 30 days (restoreGuest)', resolve: (list) => list.deleted }),
    counts: t.field({ type: CountsType, resolve: (list) => list.counts }),
    meals: t.field({ type: [MealType], description: 'Meal choices of the guests still expected', resolve: (list) => list.meals }),
    dietary: t.field({ type: [DietaryType], description: 'Dietary needs of the guests still expected', resolve: (list) => list.dietary }),
  }),
});

builder.queryFields((t) => ({
  guestList: t.field({ type: GuestListType, description: 'The signed-in couple’s guest list', resolve: (_root, _args, ctx) => guestList(ctx) }),
}));

const householdArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  address: t.arg.string({ description: 'Up to 500 characters' }),
  email: t.arg.string(),
  phone: t.arg.string({ description: 'Up to 40 characters' }),
});

const guestArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  household_id: t.arg.id(),
  last_name: t.arg.string({ description: 'Up to 80 characters' }),
  age_group: t.arg.string({ description: 'adult, child or infant' }),
  side: t.arg.string({ description: 'partner-1, partner-2 or both' }),
  group_name: t.arg.string({ description: 'Up to 80 characters' }),
  email: t.arg.string(),
  dietary: t.arg.string({ description: 'Up to 300 characters' }),
  meal: t.arg.string({ description: 'Up to 80 characters' }),
  notes: t.arg.string({ description: 'Up to 2,000 characters' }),
  plus_ones_allowed: t.arg.int({ description: '0 to 5' }),
});

const eventArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  date: t.arg.string({ description: 'YYYY-MM-DD; null: none' }),
  time: t.arg.string({ description: 'HH:MM; null: none' }),
  place: t.arg.string({ description: 'Up to 300 characters' }),
});

builder.mutationFields((t) => ({
  addHousehold: t.field({ type: GuestListType, args: { name: t.arg.string({ required: true, description: 'Up to 120 characters' }), ...householdArgs(t) }, resolve: useCaseResolver(addHousehold) }),
  updateHousehold: t.field({ type: GuestListType, args: { id: t.arg.id({ required: true }), name: t.arg.string(), ...householdArgs(t) }, resolve: useCaseResolver(updateHousehold) }),
  deleteHousehold: t.field({ type: GuestListType, description: 'The household and its guests, for good', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(deleteHousehold) }),
  addGuest: t.field({
    type: GuestListType,
    args: {
      first_name: t.arg.string({ required: true, description: 'Up to 80 characters' }),
      ...guestArgs(t),
      plus_one_of: t.arg.id({ description: 'The host: a plus-one joins their household and events' }),
      event_ids: t.arg.idList({ description: 'The events the guest is invited to (all when absent)' }),
    },
    resolve: useCaseResolver(addGuest),
  }),
  updateGuest: t.field({ type: GuestListType, args: { id: t.arg.id({ required: true }), first_name: t.arg.string(), ...guestArgs(t) }, resolve: useCaseResolver(updateGuest) }),
  deleteGuest: t.field({ type: GuestListType, description: 'Deletes the guest and their plus-ones (undone by restoreGuest within 30 days)', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(deleteGuest) }),
  restoreGuest: t.field({ type: GuestListType, description: 'Undoes deleteGuest', args: { id: t.arg.id({ required: true }) }, resolve: useCaseResolver(restoreGuest) }),
  addEvent: t.field({ type: GuestListType, args: { name: t.arg.string({ required: true, description: 'Up to 80 characters' }), ...eventArgs(t) }, resolve: useCaseResolver(addEvent) }),
  updateEvent: t.field({ type: GuestListType, args: { id: t.arg.id({ required: true }), name: t.arg.string(), ...eventArgs(t) }, resolve: useCaseResolver(updateEvent) }),
  setInvitations: t.field({
    type: GuestListType,
    description: 'The bulk edit: invites each guest to each event (answers kept), or removes those invitations',
    args: { guest_ids: t.arg.idList({ required: true }), event_ids: t.arg.idList({ required: true }), invited: t.arg.boolean({ required: true }) },
    resolve: useCaseResolver(setInvitations),
  }),
  recordAnswer: t.field({
    type: GuestListType,
    description: 'The couple writes down an answer a guest gave another way (a call, a card), or sets it back to waiting',
    args: { guest_id: t.arg.id({ required: true }), event_id: t.arg.id({ required: true }), status: t.arg.string({ required: true, description: 'attending, declined or waiting' }) },
    resolve: useCaseResolver(recordAnswer),
  }),
  setGuestGroup: t.field({
    type: GuestListType,
    description: 'The bulk edit: puts each guest in the group (an empty group_name clears it)',
    args: { guest_ids: t.arg.idList({ required: true }), group_name: t.arg.string({ required: true, description: 'Up to 80 characters' }) },
    resolve: useCaseResolver(setGuestGroup),
  }),
  addTable: t.field({ type: GuestListType, args: { name: t.arg.string({ required: true }), seats: t.arg.int({ required: true, description: '1 to 50' }) }, resolve: useCaseResolver(addTable) }),
  updateTable: t.field({ type: GuestListType, args: { id: t.arg.id({ required: true }), name: t.arg.string(), seats: t.arg.int() }, resolve: useCaseResolver(updateTable) }),
  seatGuest: t.field({ type: GuestListType, description: 'table_id null: off any table', args: { guest_id: t.arg.id({ required: true }), table_id: t.arg.id() }, resolve: useCaseResolver(seatGuest) }),
  regenerateRsvpCode: t.field({ type: GuestListType, description: 'A new private RSVP link; the old one stops working', resolve: (_root, _args, ctx) => regenerateRsvpCode(ctx) }),
  setRsvpSettings: t.field({
    type: GuestListType,
    args: {
      message: t.arg.string({ description: 'Up to 2,000 characters' }),
      cutoff: t.arg.string({ description: 'YYYY-MM-DD; null: none' }),
      meal_options: t.arg.stringList({ description: 'Up to 12 meals, 80 characters each; []: guests type their choice' }),
    },
    resolve: useCaseResolver(setRsvpSettings),
  }),
}));

/*
 * The public RSVP side: no sign-in; the couple's code, and a household's token for its answers.
 * rsvpFind is a mutation: it counts failed lookups, and a mutation never travels in a GET's URL,
 * so the names typed stay out of URLs and access logs.
 */

const RsvpEventType = builder.objectRef<RsvpEvent>('RsvpEvent').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    date: t.exposeString('date', { nullable: true, description: 'YYYY-MM-DD' }),
    time: t.exposeString('time', { nullable: true, description: 'HH:MM' }),
    place: t.exposeString('place'),
  }),
});

const RsvpInvitationType = builder.objectRef<RsvpMember['invitations'][number]>('RsvpInvitation').implement({
  fields: (t) => ({ event_id: t.exposeID('eventId'), status: t.exposeString('status', { description: 'waiting, attending or declined' }) }),
});

const RsvpMemberType = builder.objectRef<RsvpMember>('RsvpMember').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    first_name: t.exposeString('firstName'),
    last_name: t.exposeString('lastName'),
    age_group: t.exposeString('ageGroup', { description: 'adult, child or infant' }),
    meal: t.exposeString('meal'),
    dietary: t.exposeString('dietary'),
    plus_ones_allowed: t.exposeInt('plusOnesAllowed'),
    plus_one_of: t.id({ nullable: true, description: 'The host, for a plus-one: their answers follow the host’s', resolve: (member) => member.plusOneOf }),
    invitations: t.field({ type: [RsvpInvitationType], description: 'Only the events this member is invited to', resolve: (member) => member.invitations }),
  }),
});

const RsvpHouseholdType = builder.objectRef<RsvpHousehold>('RsvpHousehold').implement({
  description: 'One household as its own RSVP form shows it',
  fields: (t) => ({
    household_token: t.exposeString('token', { description: 'For rsvpRespond; the change link is /rsvp/{code}/{household_token}' }),
    name: t.exposeString('name'),
    message: t.exposeString('message', { description: 'The message the household last sent the couple' }),
    answered_at: t.string({ nullable: true, resolve: (household) => iso(household.answeredAt) }),
    members: t.field({ type: [RsvpMemberType], resolve: (household) => household.members }),
    events: t.field({ type: [RsvpEventType], description: 'The events any member is invited to', resolve: (household) => household.events }),
  }),
});

const RsvpPageType = builder.objectRef<RsvpPage>('RsvpPage').implement({
  description: 'What the RSVP page shows before a name is typed: the couple’s, never a guest’s',
  fields: (t) => ({
    couple_names: t.exposeString('coupleNames'),
    wedding_date: t.exposeString('weddingDate', { nullable: true, description: 'YYYY-MM-DD' }),
    wedding_place: t.exposeString('weddingPlace', { nullable: true }),
    message: t.exposeString('message'),
    cutoff: t.exposeString('cutoff', { nullable: true, description: 'YYYY-MM-DD: the last day answers may change' }),
    open: t.exposeBoolean('open', { description: 'Whether answers may still change (the cut-off not past)' }),
    meal_options: t.exposeStringList('mealOptions', { description: 'The meals to choose from (none: type one)' }),
    events: t.field({ type: [RsvpEventType], resolve: (page) => page.events }),
  }),
});

const RsvpFindResultType = builder.objectRef<RsvpFindResult>('RsvpFindResult').implement({
  fields: (t) => ({
    status: t.exposeString('status', { description: 'found, needs-email (several households: ask for the e-mail) or not-found' }),
    household: t.field({ type: RsvpHouseholdType, nullable: true, description: 'When found: the one household, and nobody else', resolve: (result) => result.household }),
  }),
});

const RsvpResponseType = builder.objectRef<RsvpResponse>('RsvpResponse').implement({
  fields: (t) => ({
    household: t.field({ type: RsvpHouseholdType, resolve: (response) => response.household }),
    confirmation_sent_to: t.exposeString('confirmationSentTo', { nullable: true }),
  }),
});

const RsvpInboxEntryType = builder.objectRef<RsvpInboxEntry>('RsvpInboxEntry').implement({
  description: 'A note left on the RSVP page by someone the lookup did not find',
  fields: (t) => ({
    id: t.exposeID('id'),
    first_name: t.exposeString('firstName'),
    last_name: t.exposeString('lastName'),
    email: t.exposeString('email'),
    note: t.exposeString('note'),
    created_at: t.string({ resolve: (entry) => entry.createdAt.toISOString() }),
    resolved_at: t.string({ nullable: true, resolve: (entry) => iso(entry.resolvedAt) }),
    resolution: t.exposeString('resolution', { nullable: true, description: 'matched, added or dismissed' }),
    guest_id: t.id({ nullable: true, description: 'The guest it was matched to or added as', resolve: (entry) => entry.guestId }),
  }),
});

const RsvpEventAnswerInput = builder.inputType('RsvpEventAnswerInput', {
  fields: (t) => ({ event_id: t.id({ required: true }), attending: t.boolean({ required: true }) }),
});

const RsvpPlusOneInput = builder.inputType('RsvpPlusOneInput', {
  fields: (t) => ({
    first_name: t.string({ required: true }),
    last_name: t.string({ description: 'Up to 80 characters' }),
    meal: t.string(),
    dietary: t.string(),
  }),
});

const RsvpMemberAnswerInput = builder.inputType('RsvpMemberAnswerInput', {
  fields: (t) => ({
    guest_id: t.id({ required: true, description: 'A member of the household (not a plus-one: they follow their host)' }),
    events: t.field({ type: [RsvpEventAnswerInput], description: 'Events not listed keep their answer' }),
    meal: t.string(),
    dietary: t.string({ description: 'Up to 300 characters' }),
    plus_ones: t.field({ type: [RsvpPlusOneInput], description: 'The guests they bring, within plus_ones_allowed; absent: unchanged; []: none' }),
  }),
});

builder.queryFields((t) => ({
  rsvpPage: t.field({ type: RsvpPageType, description: 'Public: the RSVP page of the couple whose code this is', args: { code: t.arg.string({ required: true }) }, resolve: useCaseResolver(rsvpPage) }),
  rsvpHousehold: t.field({
    type: RsvpHouseholdType,
    description: 'Public: a household’s form again, by its token (the link in its confirmation e-mail)',
    args: { code: t.arg.string({ required: true }), household_token: t.arg.string({ required: true }) },
    resolve: useCaseResolver(rsvpHousehold),
  }),
  rsvpInbox: t.field({ type: [RsvpInboxEntryType], description: 'The couple’s notes from people the RSVP page did not find: unresolved first', resolve: (_root, _args, ctx) => rsvpInbox(ctx) }),
}));

builder.mutationFields((t) => ({
  rsvpFind: t.field({
    type: RsvpFindResultType,
    description: 'Public: finds the household of a guest by the name they type (and an e-mail when two households share it)',
    args: {
      code: t.arg.string({ required: true }),
      first_name: t.arg.string({ required: true }),
      last_name: t.arg.string({ required: true }),
      email: t.arg.string(),
      altcha: t.arg.string({ description: 'The bot check’s solution, asked for past 10 failed lookups from one address in 10 minutes' }),
    },
    resolve: useCaseResolver(rsvpFind),
  }),
  rsvpLeaveNote: t.boolean({
    description: 'Public: “We couldn’t find you”: a name and a note for the couple’s inbox',
    args: {
      code: t.arg.string({ required: true }),
      first_name: t.arg.string({ required: true }),
      last_name: t.arg.string({ required: true }),
      email: t.arg.string(),
      note: t.arg.string({ required: true, description: 'Up to 2,000 characters' }),
    },
    resolve: useCaseResolver(rsvpLeaveNote),
  }),
  rsvpRespond: t.field({
    type: RsvpResponseType,
    description: 'Public with the household’s token: the household’s answers, until the cut-off',
    args: {
      code: t.arg.string({ required: true }),
      household_token: t.arg.string({ required: true }),
      answers: t.arg({ type: [RsvpMemberAnswerInput], required: true }),
      message: t.arg.string({ description: 'To the couple, up to 2,000 characters' }),
      email: t.arg.string({ description: 'Where to send the confirmation' }),
    },
    resolve: useCaseResolver(rsvpRespond),
  }),
  resolveRsvp: t.field({
    type: [RsvpInboxEntryType],
    description: 'The couple resolves a note of their inbox: match (to guest_id), add (as a new guest) or dismiss',
    args: { id: t.arg.id({ required: true }), action: t.arg.string({ required: true, description: 'match, add or dismiss' }), guest_id: t.arg.id() },
    resolve: useCaseResolver(resolveRsvp),
  }),
}));
