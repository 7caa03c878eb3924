import { NativeSelect, Slider, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { FilterAttribute } from '../../../server/modules/search/run-search';
import { searchDistanceBounds, type SearchParamsState } from '../../../server/modules/search/search-query';
import { AttributeFilter } from './attribute-filter';
import { LocationCombobox } from './location-combobox';
import { withFilters } from './search-state-url';
import { useFollowingState } from '~/lib/use-following-state';
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
        <NativeSelect
          label="Type"
          value={state.category}
          data={categories.map((category) => ({ value: category.name, label: category.title }))}
          // A new type has other attributes: its filters start empty, the place and date stay.
          onChange={(event) => set({ category: event.currentTarget.value, attributes: {}, location: state.location && { location: state.location.location }, bounds: null })}
          classNames={{ label: classes.filterLabel }}
        />
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
            inputClassName={classes.locationInput}
            onChoose={(place) => {
              if (!place) return;
              const distance = state.location?.distance;
              set({ location: distance ? { location: place.value, distance } : { location: place.value }, geometry: { lat: place.lat, lng: place.lng }, bounds: null });
            }}
          />
          {state.location && (
            <button type="button" className={classes.clear} onClick={() => set({ location: null, geometry: null })}>
              Search everywhere
            </button>
          )}
        </form>
      )}
      {!isVenue && state.location && <DistanceFilter state={state} onChange={set} />}
      <DatePickerInput
        label="Wedding date"
        description="Leaves out vendors booked that day"
        placeholder="MM-DD-YYYY"
        valueFormat="MM-DD-YYYY"
        clearable
        minDate={new Date().toISOString().slice(0, 10)}
        value={state.availability}
        onChange={(value) => set({ availability: value ? String(value).slice(0, 10) : null })}
        classNames={{ label: classes.filterLabel }}
        popoverProps={{ withinPortal: true }}
      />
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
  const [shown, setShown] = useFollowingState(state.location?.distance ?? searchDistanceBounds.min);
  const reading = `Vendors who travel to you, or based within ${kilometres(shown)}`;
  return (
    <div className={classes.filter}>
      <Text className={classes.filterLabel}>Distance</Text>
      <Text className={classes.filterValue} aria-hidden="true">
        {reading}
      </Text>
      <Slider
        min={searchDistanceBounds.min}
        max={searchDistanceBounds.max}
        step={searchDistanceBounds.min}
        value={shown}
        onChange={setShown}
        onChangeEnd={(metres) => onChange({ location: { location: state.location!.location, distance: metres } })}
        label={kilometres}
        thumbLabel="Distance"
        thumbValueText={reading}
      />
    </div>
  );
}
