import { Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import type { GuestList } from '../../../server/modules/guests';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { failureOf, planningClasses as classes, PlanningNav } from '~/features/planning';
import { CatererList } from './caterer-list';
import { DeletedGuests, type DeletedGuest } from './deleted-guests';
import { EventList } from './event-list';
import type { GuestAnswer } from './guest-answer';
import { GuestFields } from './guest-fields';
import { GuestGlance } from './guest-glance';
import { deleteFailure } from './guest-item';
import { GuestListSection, type GuestListSectionData } from './guest-list-section';
import { GuestNotices } from './guest-notices';
import { HouseholdFields } from './household-fields';
import styles from './guests.module.css';

export type GuestListData = GuestListSectionData & {
  counts: GuestList['counts'];
  meals: GuestList['meals'];
  dietary: GuestList['dietary'];
  deleted: DeletedGuest[];
  mealChoices: string[];
  households: { id: number; name: string }[];
};

/** The forms this page shows its own errors beside (a delete, in its guest's row); any other form's refusal shows at the top. */
const formsShownOn = (data: GuestListData, answer: GuestAnswer | undefined) => (formId: string) =>
  ['add-guest', 'add-household', 'add-event', 'bulk'].includes(formId) ||
  /^(update-event|restore)-\d+$/.test(formId) ||
  (formId === 'delete-guest' && data.view.households.some((household) => household.guests.some((row) => deleteFailure(answer, row.id) !== null)));

/**
 * /planning/guests (issue 34): the counts at a glance and for the caterer, the list with search,
 * filters, sort and the bulk edit, adding guests and households, the events, and undo.
 */
export function GuestListPage({ data, answer }: { data: GuestListData; answer: GuestAnswer | undefined }) {
  const addGuestFailed = failureOf(answer, 'add-guest');
  const addHouseholdFailed = failureOf(answer, 'add-household');
  const isEmpty = data.counts.households === 0;
  const choices = { events: data.events, partners: data.partners, groups: data.groups, meals: data.mealChoices };
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>Guests</Title>
      <PlanningNav />
      <p className={classes.intro}>
        {data.counts.guests} {data.counts.guests === 1 ? 'guest' : 'guests'} in {data.counts.households} {data.counts.households === 1 ? 'household' : 'households'}.
      </p>
      <ul className={styles.tools} aria-label="Guest list tools">
        <li>
          <a href="#add-guest">Add a guest</a>
        </li>
        <li>
          <a href="#add-household">Add a household</a>
        </li>
        <li>
          <Link to="/planning/guests/import">Import a CSV</Link>
        </li>
        <li>
          <a href="/planning/guests.csv" download>
            Export CSV
          </a>
        </li>
        <li>
          <Link to="/planning/guests/tables">Tables and seating</Link>
        </li>
        <li>
          <Link to="/planning/guests/rsvp">RSVP link and unmatched answers</Link>
        </li>
      </ul>
      <GuestNotices answer={answer} shownHere={formsShownOn(data, answer)} />

      {isEmpty && (
        <section className={classes.panel} aria-labelledby="start">
          <h2 id="start">Start your guest list</h2>
          <ol className={styles.steps}>
            <li>
              <a href="#add-household">Add a household</a>: the people who answer together (a couple, a family), then its guests. Or <a href="#add-guest">add a guest</a> straight away: they get a household
              of their own.
            </li>
            <li>
              Or <Link to="/planning/guests/import">import a CSV</Link> of the list you already keep in a spreadsheet.
            </li>
            <li>
              Then share your <Link to="/planning/guests/rsvp">RSVP link</Link>: guests find themselves by name and answer for their household.
            </li>
          </ol>
        </section>
      )}

      <div className={classes.grid}>
        <GuestGlance counts={data.counts} events={data.events} />
        <CatererList meals={data.meals} dietary={data.dietary} />
      </div>

      {!isEmpty && <GuestListSection data={data} answer={answer} />}

      <section className={classes.panel} aria-labelledby="add-guest">
        <h2 id="add-guest">Add a guest</h2>
        <Form key={answer?.done === 'add-guest' ? `added-${data.counts.guests}` : 'add-guest'} method="post" preventScrollReset noValidate className={classes.form}>
          <input type="hidden" name="intent" value="add-guest" />
          <FormErrorsAlert formId="add-guest" errors={addGuestFailed?.errors} />
          <GuestFields
            formId="add-guest"
            start={{ household_id: '', age_group: 'adult', side: 'both', plus_ones_allowed: 0 }}
            failed={addGuestFailed}
            choices={choices}
            households={{ options: data.households, offerNew: true }}
            invitedTo={data.events.map((event) => event.id)}
          />
          <div className={`${classes.actions} ${classes.wide}`}>
            <button type="submit" className={classes.primary}>
              Add the guest
            </button>
          </div>
        </Form>
      </section>

      <div className={classes.grid}>
        <section className={classes.panel} aria-labelledby="add-household">
          <h2 id="add-household">Add a household</h2>
          <Form key={answer?.done === 'add-household' ? `added-${data.counts.households}` : 'add-household'} method="post" preventScrollReset noValidate className={classes.form}>
            <input type="hidden" name="intent" value="add-household" />
            <FormErrorsAlert formId="add-household" errors={addHouseholdFailed?.errors} />
            <HouseholdFields formId="add-household" start={{}} failed={addHouseholdFailed} />
            <div className={`${classes.actions} ${classes.wide}`}>
              <button type="submit" className={classes.primary}>
                Add the household
              </button>
            </div>
          </Form>
        </section>
        <EventList events={data.events} answer={answer} />
      </div>

      <DeletedGuests deleted={data.deleted} answer={answer} />
    </div>
  );
}
