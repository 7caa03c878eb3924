import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { refusalOf, withWireNames, type FieldErrors } from '../../../server/kernel';
import { rsvpFind, rsvpHousehold, rsvpLeaveNote, rsvpPage, rsvpRespond, type RsvpHousehold } from '../../../server/modules/guests';
import type { RsvpAnswer, RsvpLoaderData } from '~/features/rsvp/rsvp-answer';
import { joinFieldErrors, type FormErrors } from '~/lib/form-errors';
import { formFields, keptValues } from '~/lib/form-errors.server';
import { shownRefusal } from '~/lib/refusal-page.server';
import type { Route } from './+types/rsvp';

/**
 * /rsvp/{code} and /rsvp/{code}/{token} (issue 34), public: the couple's page, and with a token
 * (the "change your answer" link) the household's form. A wrong code is the page's own 404 with
 * the module's words, in the page's own quiet layout.
 */
export async function loadRsvp({ context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const code = params.code;
  try {
    const page = await rsvpPage(app, { code });
    let household: RsvpHousehold | null = null;
    let tokenProblem: string | null = null;
    if (params.token !== undefined) {
      try {
        household = await rsvpHousehold(app, { code, householdToken: params.token });
      } catch (error) {
        tokenProblem = shownRefusal(error).message;
      }
    }
    return data<RsvpLoaderData>({ code, page, problem: null, household, tokenProblem });
  } catch (error) {
    const { message, status } = shownRefusal(error);
    return data<RsvpLoaderData>({ code, page: null, problem: message, household: null, tokenProblem: null }, { status });
  }
}

type Fields = ReturnType<typeof formFields>;
const text = (value: Fields[string] | undefined) => (typeof value === 'string' ? value : undefined);

/** The page's three forms: find a name, leave a note, answer for the household. */
export async function rsvpAction({ context, params, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  const fields = formFields(await request.formData());
  const code = params.code;
  const values = keptValues(fields);
  const refused = (error: unknown, answer: (errors: FormErrors) => RsvpAnswer) => {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<RsvpAnswer>(answer(refusal.fields ? joinFieldErrors(refusal.fields) : { form: refusal.message }), { status: refusal.status });
  };

  if (fields.intent === 'note') {
    try {
      await withWireNames({ code, first_name: fields.first_name, last_name: fields.last_name, email: fields.email, note: fields.note }, (input) => rsvpLeaveNote(app, input));
      return data<RsvpAnswer>({ stage: 'note-sent' });
    } catch (error) {
      return refused(error, (errors) => ({ stage: 'not-found', errors, values }));
    }
  }

  if (fields.intent === 'respond') return respond(app, code, fields, values);

  try {
    const input = { code, first_name: fields.first_name, last_name: fields.last_name, email: text(fields.email) || undefined, altcha: fields.altcha };
    const result = await withWireNames(input, (wire) => rsvpFind(app, wire));
    if (result.status === 'found') return data<RsvpAnswer>({ stage: 'household', household: result.household });
    return data<RsvpAnswer>(result.status === 'needs-email' ? { stage: 'find', needsEmail: true, values } : { stage: 'not-found', values });
  } catch (error) {
    return refused(error, (errors) => ({ stage: 'find', errors, values, needsEmail: Boolean(text(fields.email)) }));
  }
}

/** Where each form field's answer goes in rsvpRespond's input, and back: the refusal's paths as the form's names. */
type AnswerMap = { guestIds: string[]; plusOneSlots: Map<string, string[]> };

/**
 * The household form's fields (`attending.{guest}.{event}` yes/no, `meal.{guest}`, `dietary.{guest}`,
 * `plus_one_first.{guest}.{slot}`, …) as rsvpRespond's answers: a slot left empty brings nobody.
 * Values are passed on as typed; the use case checks them.
 */
export function answersOf(fields: Fields): { answers: Record<string, unknown>[]; map: AnswerMap } {
  const answers = new Map<string, Record<string, unknown>>();
  const member = (guestId: string) => answers.get(guestId) ?? answers.set(guestId, { guest_id: guestId }).get(guestId)!;
  const slots = new Map<string, Map<string, Record<string, unknown>>>();
  for (const [name, value] of Object.entries(fields)) {
    const attending = /^attending\.(\d{1,10})\.(\d{1,10})$/.exec(name);
    const own = /^(meal|dietary)\.(\d{1,10})$/.exec(name);
    const plusOne = /^plus_one_(first_name|last_name|meal|dietary)\.(\d{1,10})\.(\d)$/.exec(name);
    if (attending) {
      const events = ((member(attending[1]!).events as unknown[] | undefined) ??= []);
      events.push({ event_id: attending[2], attending: value === 'yes' ? true : value === 'no' ? false : value });
    } else if (own) member(own[2]!)[own[1]!] = value;
    else if (plusOne) {
      member(plusOne[2]!);
      const hostSlots = slots.get(plusOne[2]!) ?? slots.set(plusOne[2]!, new Map()).get(plusOne[2]!)!;
      const slot = hostSlots.get(plusOne[3]!) ?? hostSlots.set(plusOne[3]!, {}).get(plusOne[3]!)!;
      slot[plusOne[1]!] = value;
    }
  }
  const plusOneSlots = new Map<string, string[]>();
  for (const [guestId, hostSlots] of slots) {
    const named = [...hostSlots].filter(([, slot]) => [slot.first_name, slot.last_name].some((part) => typeof part !== 'string' || part.trim() !== ''));
    member(guestId).plus_ones = named.map(([, slot]) => slot);
    plusOneSlots.set(guestId, named.map(([index]) => index));
  }
  return { answers: [...answers.values()], map: { guestIds: [...answers.keys()], plusOneSlots } };
}

/** A refusal's field (`answers.1.plus_ones.0.meal`) as the form's field (`plus_one_meal.{guest}.{slot}`). */
export function formFieldOf(path: string, map: AnswerMap): string {
  const match = /^answers\.(\d+)(?:\.([a-z_]+)(?:\.(\d+)(?:\.([a-z_]+))?)?)?$/.exec(path);
  const guestId = match ? map.guestIds[Number(match[1])] : undefined;
  if (!match || guestId === undefined) return path === 'answers' || path.startsWith('answers.') ? 'form' : path;
  const [, , field, index, inner] = match;
  if (field === 'events') return `attending.${guestId}`;
  if (field === 'meal' || field === 'dietary') return `${field}.${guestId}`;
  if (field === 'plus_ones' && index !== undefined && inner) return `plus_one_${inner}.${guestId}.${map.plusOneSlots.get(guestId)?.[Number(index)] ?? index}`;
  if (field === 'plus_ones') return `plus_ones.${guestId}`;
  return `person.${guestId}`;
}

async function respond(app: Parameters<typeof rsvpRespond>[0], code: string, fields: Fields, values: ReturnType<typeof keptValues>) {
  const token = text(fields.household_token) ?? '';
  const { answers, map } = answersOf(fields);
  try {
    const response = await withWireNames({ code, household_token: token, answers, message: fields.message, email: text(fields.email) || undefined }, (input) => rsvpRespond(app, input));
    return data<RsvpAnswer>({ stage: 'saved', household: response.household, confirmationSentTo: response.confirmationSentTo });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    // The form comes back as it was posted, with the household as it stands (if the link still opens it).
    let household: RsvpHousehold | null = null;
    try {
      household = await rsvpHousehold(app, { code, householdToken: token });
    } catch (readError) {
      if (!refusalOf(readError)) throw readError;
    }
    const errors = refusal.fields && household ? namedErrors(refusal.fields, map, household) : { form: refusal.message };
    return data<RsvpAnswer>(household ? { stage: 'household', household, errors, values } : { stage: 'find', errors }, { status: refusal.status });
  }
}

/** The errors under the form's field names, each said of the person it is about ("Ada Nguyen: …"), several of a field joined. */
function namedErrors(fields: FieldErrors, map: AnswerMap, household: RsvpHousehold): FormErrors {
  const named: FieldErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    const field = formFieldOf(path, map);
    const guestId = /^answers\.(\d+)/.exec(path)?.[1];
    const member = guestId === undefined ? undefined : household.members.find((entry) => String(entry.id) === map.guestIds[Number(guestId)]);
    const who = member ? `${member.firstName} ${member.lastName}`.trim() : null;
    (named[field] ??= []).push(...messages.map((message) => (who && !message.startsWith(member!.firstName) ? `${who}: ${message}` : message)));
  }
  return joinFieldErrors(named);
}
