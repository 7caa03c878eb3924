import { Form, Link, useSearchParams } from 'react-router';
import type { GuestEvent } from '../../../server/modules/guests';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { failureOf, planningClasses as classes } from '~/features/planning';
import { keptList, keptValue } from '~/lib/form-errors';
import type { GuestAnswer } from './guest-answer';
import { DeleteGuestForm, deleteFailure, GuestItem, useListLinks } from './guest-item';
import type { GuestListView } from './guest-list-view';
import { rsvpLabels, rsvpStates, sortLabels, sorts, type GuestQuery } from './guest-query';
import { sideLabel, type PartnerNames } from './partner-names';
import styles from './guests.module.css';

export type GuestListSectionData = { query: GuestQuery; view: GuestListView; events: GuestEvent[]; partners: PartnerNames; groups: string[]; totalGuests: number };

/**
 * The list: search, filters and sort as a GET form (the URL holds them; no scripts needed), the bulk
 * edit as one POST form whose boxes sit beside each guest (`form="bulk"`), and the households with
 * their guests.
 */
export function GuestListSection({ data, answer }: { data: GuestListSectionData; answer: GuestAnswer | undefined }) {
  const { query, view, events, partners } = data;
  const [params] = useSearchParams();
  const followLink = useListLinks();
  const bulkFailed = failureOf(answer, 'bulk');
  // Ticked after a post without scripts: the guests the bulk edit just changed, or tried to.
  const ticked = new Set(bulkFailed ? (keptList(bulkFailed.values, 'guest_ids') ?? []) : answer?.done === 'bulk' ? (answer.selected ?? []) : []);
  const selectAll = new URLSearchParams(params);
  selectAll.set('select', 'all');
  const clearSelection = new URLSearchParams(params);
  clearSelection.delete('select');
  return (
    <section className={classes.panel} aria-labelledby="the-list">
      <h2 id="the-list">The list</h2>
      <Form key={params.toString()} method="get" role="search" aria-label="Search and filter the guests" className={styles.filters} preventScrollReset>
        <div className={`${classes.field} ${styles.search}`}>
          <label htmlFor="filter-q">Search</label>
          <input id="filter-q" type="search" name="q" defaultValue={query.q} maxLength={100} placeholder="Name or e-mail" className={classes.input} />
        </div>
        <FilterSelect name="side" label="Side" value={query.side} any="Any side" options={(['partner-1', 'partner-2', 'both'] as const).map((side) => [side, sideLabel(side, partners)])} />
        <FilterSelect name="group" label="Group" value={query.group} any="All groups" options={data.groups.map((group) => [group, group])} />
        <FilterSelect name="rsvp" label="RSVP" value={query.rsvp} any="Any answer" options={rsvpStates.map((state) => [state, rsvpLabels[state]])} />
        <FilterSelect name="event" label="Event" value={query.event ?? ''} any="Any event" options={events.map((event) => [String(event.id), event.name])} />
        <FilterSelect name="sort" label="Sort by" value={query.sort} options={sorts.map((sort) => [sort, sortLabels[sort]])} />
        <div className={styles.actions}>
          <button type="submit" className={classes.secondary}>
            Show
          </button>
          {params.size > 0 && (
            <Link to="/planning/guests" preventScrollReset>
              Clear the search and filters
            </Link>
          )}
        </div>
      </Form>
      <p className={styles.shownLine} role="status">
        {view.filtered ? `Showing ${view.shownGuests} of ${data.totalGuests} guests` : `${data.totalGuests} ${data.totalGuests === 1 ? 'guest' : 'guests'}`} in {view.households.length}{' '}
        {view.households.length === 1 ? 'household' : 'households'}.
      </p>

      {view.shownGuests > 0 && (
        <Form id="bulk" method="post" preventScrollReset noValidate className={styles.bulk} aria-labelledby="bulk-title">
          <h3 id="bulk-title">With the selected guests</h3>
          <input type="hidden" name="form_id" value="bulk" />
          <FormErrorsAlert formId="bulk" errors={bulkFailed?.errors} />
          <div className={styles.inline}>
            <div className={classes.field}>
              <label htmlFor="bulk-group">Group</label>
              <input id="bulk-group" name="group_name" list="bulk-groups" maxLength={80} autoComplete="off" defaultValue={keptValue(bulkFailed?.values, 'group_name')} className={classes.input} />
              <datalist id="bulk-groups">
                {data.groups.map((group) => (
                  <option key={group} value={group} />
                ))}
              </datalist>
            </div>
            {/* First in the form: Enter in the group's box sets the group. */}
            <button type="submit" name="intent" value="bulk-group" className={classes.secondary}>
              Set the group
            </button>
          </div>
          <div className={styles.inline}>
            <div className={classes.field}>
              <label htmlFor="bulk-event">Event</label>
              <select id="bulk-event" name="event_id" defaultValue={keptValue(bulkFailed?.values, 'event_id') ?? String(query.event ?? events[0]?.id ?? '')} className={classes.input}>
                {events.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="bulk-invite" className={classes.secondary}>
              Invite
            </button>
            <button type="submit" name="intent" value="bulk-uninvite" className={classes.secondary}>
              Remove the invitation
            </button>
          </div>
          <p className={styles.selectLinks}>
            <Link to={`?${selectAll}`} preventScrollReset>
              Select all {view.shownGuests} shown
            </Link>
            {query.selectAll && (
              <Link to={`?${clearSelection}`} preventScrollReset>
                Clear the selection
              </Link>
            )}
          </p>
        </Form>
      )}

      <DeleteGuestForm />
      {view.households.length === 0 ? (
        <p className={styles.empty}>No guest matches. Try fewer words, or another filter.</p>
      ) : (
        <ul key={`${query.selectAll}-${[...ticked].join(',')}`} className={styles.households} onClick={followLink}>
          {view.households.map((household) => (
            <li key={household.id} className={styles.household}>
              <div className={styles.householdHead}>
                <h3 className={styles.householdName}>
                  <a href={`/planning/guests/households/${household.id}`}>{household.name}</a>
                </h3>
                <span className={styles.householdMeta}>
                  {household.size} {household.size === 1 ? 'person' : 'people'}
                  {household.guests.length < household.size ? `, ${household.guests.length} shown` : ''}
                </span>
              </div>
              {household.size === 0 ? (
                <p className={styles.none}>
                  No guests yet: <Link to={`/planning/guests/households/${household.id}#add-to-household`}>add the first</Link>.
                </p>
              ) : (
                <ul className={styles.guests}>
                  {household.guests.map((row) => (
                    <GuestItem key={row.id} row={row} events={events} partners={partners} ticked={query.selectAll || ticked.has(String(row.id))} failure={deleteFailure(answer, row.id)} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One of the list's filters: a labelled select whose first option (`any`) filters nothing. */
function FilterSelect({ name, label, value, any, options }: { name: string; label: string; value: string | number; any?: string; options: (readonly [string, string])[] }) {
  return (
    <div className={classes.field}>
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={classes.input}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
