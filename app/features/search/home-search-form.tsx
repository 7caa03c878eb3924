import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DateField } from './date-field';
import { LocationCombobox, type PlaceChoice } from './location-combobox';
import { buildSearchUrl } from './search-url';
import classes from './home-search-form.module.css';

type CategoryOption = { name: string; title: string };

/**
 * Spec §9: at most 500 guests. The field starts empty: no way into a search applies a guest number
 * the couple did not give (see "How results are ordered" on the search page).
 */
const maxGuests = 500;
const distances = [25, 50, 100, 200, 400];

// D MMMM YYYY, as spec §2 shows the chosen date. Made when a date is first chosen: the first Intl
// formatter costs a phone tens of milliseconds, which the page's start need not pay.
let longDate: Intl.DateTimeFormat | undefined;
function formatLongDate(value: string): string {
  longDate ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDate.format(new Date(`${value}T00:00:00Z`));
}

/**
 * The home page's search (spec §2): a category tab bar, the place, an optional date, extra
 * filters and Search, navigating to /search in spec §7's URL format. Its fields are uncontrolled
 * (read from the form on submit), so what was typed or chosen before the page's scripts arrived
 * stays. Without JavaScript the same form submits its plain fields to /search, which reads them
 * (location as text, number_of_people as a number, distance in km); the filters are a disclosure
 * that opens without scripts, and show the category's filter by CSS alone.
 */
export function HomeSearchForm({ categories }: { categories: CategoryOption[] }) {
  const navigate = useNavigate();
  const firstCategory = categories[0]?.name ?? 'venue';
  const [place, setPlace] = useState<PlaceChoice | null>(null);
  const [date, setDate] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const category = String(form.get('category') ?? firstCategory);
    const guests = Number(form.get('number_of_people'));
    const distanceKm = Number(form.get('distance'));
    navigate(
      buildSearchUrl({
        category,
        location: String(form.get('location') ?? ''),
        // A region is searched by its area: its name alone in the URL says so.
        geometry: place?.kind === 'locality' ? { lat: place.lat, lng: place.lng } : undefined,
        distance: distanceKm > 0 ? distanceKm * 1000 : undefined,
        availability: date ?? undefined,
        // Spec §5: a number filter applies only when its lower value is above 0.
        attributes: category === 'venue' && guests > 0 ? { number_of_people: [guests, maxGuests] } : undefined,
      }),
    );
  };

  return (
    <form className={classes.form} action="/search/" method="get" onSubmit={submit} role="search" aria-label="Find venues and vendors">
      <fieldset className={classes.tabs}>
        <legend className="visually-hidden">What are you looking for?</legend>
        {categories.map((option) => (
          <label key={option.name} className={classes.tab}>
            <input type="radio" name="category" value={option.name} defaultChecked={option.name === firstCategory} />
            <span>{option.title}</span>
          </label>
        ))}
      </fieldset>

      <div className={classes.fields}>
        <LocationCombobox
          name="location"
          label="Wedding location"
          labelHidden
          placeholder="Wedding Location ?"
          className={classes.field}
          inputClassName={classes.input}
          icon={<IconMapPin size={18} aria-hidden="true" className={classes.fieldIcon} />}
          onChoose={setPlace}
        />

        <div className={classes.field}>
          <DateField
            value={date}
            onChange={setDate}
            format={formatLongDate}
            label="Wedding date (optional)"
            labelClassName="visually-hidden"
            placeholder="Date (Optional)"
            inputClassName={classes.input}
            before={<IconCalendar size={18} aria-hidden="true" className={classes.fieldIcon} />}
            name="availability"
          />
        </div>

        {/* Opens and closes without scripts; its panel shows the filter of the chosen category (CSS). */}
        <details className={classes.more}>
          <summary className={classes.filtersToggle}>
            <IconAdjustmentsHorizontal size={18} aria-hidden="true" />
            Filters
          </summary>
          <div className={classes.filters}>
            <label className={`${classes.filter} ${classes.guestsFilter}`}>
              Number of guests
              <input name="number_of_people" type="number" min={0} max={maxGuests} step={10} placeholder="Any" className={classes.filterInput} />
            </label>
            <label className={`${classes.filter} ${classes.distanceFilter}`}>
              Comes to you within
              <select name="distance" defaultValue="100" className={classes.filterInput}>
                {distances.map((km) => (
                  <option key={km} value={km}>
                    {km} km
                  </option>
                ))}
              </select>
            </label>
          </div>
        </details>

        <Button type="submit" size="md" className={classes.submit}>
          Search
        </Button>
      </div>
    </form>
  );
}
