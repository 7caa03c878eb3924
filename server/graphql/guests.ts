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
  restoreGuest,
  seatGuest,
  setInvitations,
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
  addTable: t.field({ type: GuestListType, args: { name: t.arg.string({ required: true }), seats: t.arg.int({ required: true, description: '1 to 50' }) }, resolve: useCaseResolver(addTable) }),
  updateTable: t.field({ type: GuestListType, args: { id: t.arg.id({ required: true }), name: t.arg.string(), seats: t.arg.int() }, resolve: useCaseResolver(updateTable) }),
  seatGuest: t.field({ type: GuestListType, description: 'table_id null: off any table', args: { guest_id: t.arg.id({ required: true }), table_id: t.arg.id() }, resolve: useCaseResolver(seatGuest) }),
  regenerateRsvpCode: t.field({ type: GuestListType, description: 'A new private RSVP link; the old one stops working', resolve: (_root, _args, ctx) => regenerateRsvpCode(ctx) }),
  setRsvpSettings: t.field({
    type: GuestListType,
    args: { message: t.arg.string({ description: 'Up to 2,000 characters' }), cutoff: t.arg.string({ description: 'YYYY-MM-DD; null: none' }) },
    resolve: useCaseResolver(setRsvpSettings),
  }),
}));
