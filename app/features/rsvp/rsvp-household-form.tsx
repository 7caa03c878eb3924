import { Form, useNavigation } from 'react-router';
import type { RsvpHousehold, RsvpMember, RsvpPage } from '../../../server/modules/guests';
import { errorIdOf, FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SelectField } from '~/components/form/select-field';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import formClasses from '~/components/form/form.module.css';
import { dayText } from '~/lib/format-date';
import { eventWhen } from './event-when';
import classes from './rsvp.module.css';

const formId = 'respond';
const fullName = (member: Pick<RsvpMember, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`.trim();
const statusWords: Record<string, string> = { attending: 'Attending', declined: 'Not attending', waiting: 'No answer yet' };

type FormState = { errors: FormErrors | undefined; values: FormValues | undefined };

/** A field's start: as typed when the form comes back refused, else what is saved. */
function start(state: FormState, name: string, saved: string): string {
  return state.values ? (keptValue(state.values, name) ?? '') : saved;
}

/** The meal: a choice among the couple's meals (the saved one kept if the menu changed), else typed. */
function MealField({ name, label, saved, options, state }: { name: string; label: string; saved: string; options: string[]; state: FormState }) {
  const error = state.errors?.[name];
  if (options.length === 0) return <TextField formId={formId} name={name} label={label} maxLength={80} defaultValue={start(state, name, saved)} error={error} />;
  const choices = Object.fromEntries([...options, ...(saved && !options.includes(saved) ? [saved] : [])].map((meal) => [meal, meal]));
  return <SelectField formId={formId} name={name} label={label} options={choices} placeholder="Choose a meal" defaultValue={start(state, name, saved)} error={error} />;
}

/**
 * The household's answers (issue 34): for each person, coming or not to each event they are
 * invited to, their meal and dietary needs, and the guests they may bring by name; a message for
 * the couple and an e-mail for the confirmation. A plain form: without scripts it posts, and comes
 * back with every problem at once and what was typed.
 */
export function HouseholdForm({ page, household, errors, values }: { page: RsvpPage; household: RsvpHousehold } & FormState) {
  const navigation = useNavigation();
  const state = { errors, values };
  const hosts = household.members.filter((member) => member.plusOneOf === null);
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'respond';
  return (
    <Form method="post" className={formClasses.form} noValidate aria-labelledby="household-title">
      <input type="hidden" name="intent" value="respond" />
      <input type="hidden" name="household_token" value={household.token} />
      <div className={classes.householdHead}>
        <h3 id="household-title" className={classes.stageTitle}>
          {household.name}
        </h3>
        <p className={classes.hint}>
          {hosts.length === 1 ? 'Your invitation.' : `Your invitation for ${hosts.length} people: answer for each of you.`}
          {page.cutoff ? ` You can change your answer until ${dayText(page.cutoff)}.` : ''}
        </p>
      </div>
      <FormErrorsAlert formId={formId} errors={errors} />
      {hosts.map((member) => (
        <PersonFields key={member.id} page={page} household={household} member={member} state={state} />
      ))}
      <TextAreaField
        formId={formId}
        name="message"
        label={`A message for ${page.coupleNames} (optional)`}
        maxLength={2000}
        defaultValue={start(state, 'message', household.message)}
        error={errors?.message}
      />
      <TextField
        formId={formId}
        name="email"
        type="email"
        label="Your e-mail, for a confirmation (optional)"
        autoComplete="email"
        maxLength={254}
        hint="We send what you answered and a link to change it."
        defaultValue={start(state, 'email', '')}
        error={errors?.email}
      />
      <div className={classes.submitRow}>
        <button type="submit" className={classes.primary}>
          {sending ? 'Sending…' : hosts.length === 1 ? 'Send my answer' : 'Send our answers'}
        </button>
      </div>
    </Form>
  );
}

function PersonFields({ page, household, member, state }: { page: RsvpPage; household: RsvpHousehold; member: RsvpMember; state: FormState }) {
  const events = new Map(household.events.map((event) => [event.id, event]));
  const plusOnes = household.members.filter((entry) => entry.plusOneOf === member.id);
  const slots = Math.max(member.plusOnesAllowed, plusOnes.length);
  const problems = [`attending.${member.id}`, `person.${member.id}`, `plus_ones.${member.id}`].filter((name) => state.errors?.[name]);
  return (
    <fieldset className={classes.person} aria-describedby={problems.map((name) => errorIdOf(formId, name)).join(' ') || undefined}>
      <legend>{fullName(member)}</legend>
      <div className={classes.personBody}>
        {member.invitations.map((invitation) => {
          const event = events.get(invitation.eventId);
          const name = `attending.${member.id}.${invitation.eventId}`;
          const saved = invitation.status === 'attending' ? 'yes' : invitation.status === 'declined' ? 'no' : '';
          const chosen = start(state, name, saved);
          const when = event ? eventWhen(event) : '';
          return (
            <fieldset key={invitation.eventId} className={classes.choice}>
              <legend>
                {event?.name ?? 'Event'}
                {when && <span className={classes.choiceWhen}>{when}</span>}
              </legend>
              <div className={classes.choiceOptions}>
                <label>
                  <input type="radio" name={name} value="yes" defaultChecked={chosen === 'yes'} />
                  <span>Attending</span>
                </label>
                <label>
                  <input type="radio" name={name} value="no" defaultChecked={chosen === 'no'} />
                  <span>Not attending</span>
                </label>
              </div>
            </fieldset>
          );
        })}
        <div className={formClasses.pair}>
          <MealField name={`meal.${member.id}`} label="Meal" saved={member.meal} options={page.mealOptions} state={state} />
          <TextField formId={formId} name={`dietary.${member.id}`} label="Dietary needs (optional)" maxLength={300} defaultValue={start(state, `dietary.${member.id}`, member.dietary)} error={state.errors?.[`dietary.${member.id}`]} />
        </div>
        {Array.from({ length: slots }, (_, slot) => {
          const plusOne = plusOnes[slot];
          const field = (part: string) => `plus_one_${part}.${member.id}.${slot}`;
          return (
            <fieldset key={slot} className={classes.plusOne}>
              <legend>{slots === 1 ? 'Bringing a guest? (optional)' : `Guest ${slot + 1} (optional)`}</legend>
              <p className={classes.hint}>They come with {member.firstName} to the events {member.firstName} attends. Leave the names empty to come alone.</p>
              <div className={classes.fields}>
                <div className={formClasses.pair}>
                  <TextField formId={formId} name={field('first_name')} label="Their first name" maxLength={80} defaultValue={start(state, field('first_name'), plusOne?.firstName ?? '')} error={state.errors?.[field('first_name')]} />
                  <TextField formId={formId} name={field('last_name')} label="Their last name" maxLength={80} defaultValue={start(state, field('last_name'), plusOne?.lastName ?? '')} error={state.errors?.[field('last_name')]} />
                </div>
                <div className={formClasses.pair}>
                  <MealField name={field('meal')} label="Their meal" saved={plusOne?.meal ?? ''} options={page.mealOptions} state={state} />
                  <TextField formId={formId} name={field('dietary')} label="Their dietary needs" maxLength={300} defaultValue={start(state, field('dietary'), plusOne?.dietary ?? '')} error={state.errors?.[field('dietary')]} />
                </div>
              </div>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}

/** What the household answered, person by person (the confirmation, and after the cut-off). */
export function HouseholdSummary({ household }: { household: RsvpHousehold }) {
  const events = new Map(household.events.map((event) => [event.id, event.name]));
  return (
    <>
      <ul className={classes.summary} aria-label={`The answers of ${household.name}`}>
        {household.members.map((member) => {
          const host = member.plusOneOf === null ? null : household.members.find((entry) => entry.id === member.plusOneOf);
          return (
            <li key={member.id}>
              <p className={classes.summaryName}>
                {fullName(member)}
                {host ? ` (guest of ${host.firstName})` : ''}
              </p>
              {member.invitations.map((invitation) => (
                <p key={invitation.eventId} className={classes.summaryLine}>
                  {events.get(invitation.eventId)}: {statusWords[invitation.status] ?? invitation.status}
                </p>
              ))}
              {(member.meal || member.dietary) && (
                <p className={classes.summaryLine}>{[member.meal && `Meal: ${member.meal}`, member.dietary && `Dietary needs: ${member.dietary}`].filter(Boolean).join('. ')}</p>
              )}
            </li>
          );
        })}
      </ul>
      {household.message && <p className={classes.summaryLine}>Your message: {household.message}</p>}
    </>
  );
}
