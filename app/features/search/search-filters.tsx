import type { FilterAttribute, SearchParamsState } from '../../../server/modules/search';
import { searchDistanceBounds } from '../../../shared/search/distance';
import { AttributeFilter } from './attribute-filter';
import { DateField } from './date-field';
import { LocationCombobox } from './location-combobox';
import { NativeSlider } from './native-slider';
import { withFilters } from './search-state-url';
import classes from './search-filters.module.css';

export type SearchFiltersProps = {
  state: SearchParamsState;
  filters: FilterAttribute[];
  /** Null on place pages, where the path fixes the category. */
  categories: { name: string; title: string }[] | null;
  onChange: (state: SearchParamsState) => void;
};

/** Spec §9: distance labels are floor(m / 1000) km. */
const kilometres = (metres: number) => `${Math.floor(metres / 1000)} km`;

/**
 * The filters of a search (spec §2, §5, §9): type, distance for vendors who travel, the wedding
 * date, then one control per attribute. Every change is applied at once and starts from page 1.
 */
export function SearchFilters({ state, filters, categories, onChange }: SearchFiltersProps) {
  const set = (change: Partial<SearchParamsState>) => onChange(withFilters(state, change));
  const isVenue = state.category === 'venue';
  const hasFilters = Object.keys(state.attributes).length > 0 || state.availability !== null;
  return (
    <div className={classes.filters}>
      {categories && (
        <label className={classes.filter}>
          <span className={classes.filterLabel}>Type</span>
          <select
            className={classes.select}
            value={state.category}
            // A new type has other attributes: its filters start empty, the place and date stay.
            onChange={(event) => set({ category: event.currentTarget.value, attributes: {}, location: state.location && { location: state.location.location }, bounds: null })}
          >
            {categories.map((category) => (
              <option key={category.name} value={category.name}>
                {category.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {categories && (
        <form
          className={classes.filter}
          // Enter on a typed place that was not chosen from the list: the server looks it up.
          onSubmit={(event) => {
            event.preventDefault();
            const text = String(new FormData(event.currentTarget).get('location') ?? '').trim();
            const distance = state.location?.distance;
            set({ location: text ? (distance ? { location: text, distance } : { location: text }) : null, geometry: null, bounds: null });
          }}
        >
          <LocationCombobox
            // A new URL (back, forward, another search) shows its own place.
            key={state.location?.location ?? ''}
            name="location"
            label="Wedding location"
            defaultValue={state.location?.location ?? ''}
            placeholder="Wedding Location ?"
            className={classes.location}
            inputClassName={classes.textInput}
            onChoose={(place) => {
              if (!place) return;
              const distance = state.location?.distance;
              set({
                location: distance ? { location: place.value, distance } : { location: place.value },
                // A region is searched by its area: its name alone in the URL says so.
                geometry: place.kind === 'locality' ? { lat: place.lat, lng: place.lng } : null,
                bounds: null,
              });
            }}
          />
          {state.location && (
            <button type="button" className={classes.clear} onClick={() => set({ location: null, geometry: null })}>
              Search everywhere
            </button>
          )}
        </form>
      )}
      {/* A region is an area: no distance around it. */}
      {!isVenue && state.location && state.geometry && <DistanceFilter state={state} onChange={set} />}
      <div className={`${classes.filter} ${classes.dateField}`}>
        <DateField
          value={state.availability}
          onChange={(value) => set({ availability: value })}
          // Spec §5: the date field reads MM-DD-YYYY.
          format={(value) => `${value.slice(5, 7)}-${value.slice(8, 10)}-${value.slice(0, 4)}`}
          label="Wedding date"
          labelClassName={classes.filterLabel}
          description="Leaves out vendors booked that day"
          descriptionClassName={classes.filterValue}
          placeholder="MM-DD-YYYY"
          inputClassName={classes.textInput}
        />
      </div>
      {filters.map((attribute) => (
        <AttributeFilter
          key={`${state.category}:${attribute.name}`}
          attribute={attribute}
          value={state.attributes[attribute.name]}
          onChange={(value) => {
            const attributes = { ...state.attributes };
            if (value === undefined) delete attributes[attribute.name];
            else attributes[attribute.name] = value;
            set({ attributes });
          }}
        />
      ))}
      {hasFilters && (
        <button type="button" className={classes.clear} onClick={() => set({ attributes: {}, availability: null })}>
          Clear filters
        </button>
      )}
    </div>
  );
}

/** Spec §9: 1–400 km in 1 km steps; vendors also match when the place is inside their own travel area. */
function DistanceFilter({ state, onChange }: { state: SearchParamsState; onChange: (change: Partial<SearchParamsState>) => void }) {
  return (
    <NativeSlider
      label="Distance"
      min={searchDistanceBounds.min}
      max={searchDistanceBounds.max}
      step={searchDistanceBounds.min}
      value={state.location?.distance ?? searchDistanceBounds.min}
      reading={(metres) => `Vendors who travel to you, or based within ${kilometres(metres)}`}
      onCommit={(metres) => onChange({ location: { location: state.location!.location, distance: metres } })}
    />
  );
}
