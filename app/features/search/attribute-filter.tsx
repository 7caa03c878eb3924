import { useId } from 'react';
import { attributeKind, isPriceKey } from '../../../shared/catalog/attributes';
import type { FilterAttribute } from '../../../server/modules/search';
import { useFollowingState } from '~/lib/use-following-state';
import { NativeRangeSlider, NativeSlider } from './native-slider';
import classes from './search-filters.module.css';

type Props = {
  attribute: FilterAttribute;
  /** The URL's value for this attribute (spec §7 shapes), or undefined when not filtered. */
  value: unknown;
  /** Undefined clears the filter. */
  onChange: (value: unknown) => void;
};

const wholeNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** Spec §9: price-like keys are shown with a $ prefix. */
function formatAmount(name: string, value: number): string {
  return `${isPriceKey(name) ? '$' : ''}${wholeNumber.format(value)}`;
}

const isPair = (value: unknown): value is [number, number] => Array.isArray(value) && value.length === 2 && value.every((item) => typeof item === 'number');

/** One filter control per attribute type of spec §3: range, number, checkbox_group, radio. */
export function AttributeFilter({ attribute, value, onChange }: Props) {
  const type = attributeKind(attribute.type);
  switch (type) {
    case 'range':
      return <RangeFilter attribute={attribute} value={value} onChange={onChange} />;
    case 'number':
      return <NumberFilter attribute={attribute} value={value} onChange={onChange} />;
    case 'checkbox_group':
      return <ChoicesFilter attribute={attribute} value={value} onChange={onChange} />;
    case 'radio':
      return <RadioFilter attribute={attribute} value={value} onChange={onChange} />;
    default:
      return null;
  }
}

function bounds(attribute: FilterAttribute) {
  // Spec §9: number ranges default to 0–200 when the attribute gives no limits.
  return { min: attribute.options.min ?? 0, max: attribute.options.max ?? 200, step: attribute.options.step ?? 1 };
}

function RangeFilter({ attribute, value, onChange }: Props) {
  const { min, max, step } = bounds(attribute);
  const unit = attribute.options.unit ? ` ${attribute.options.unit}` : '';
  return (
    <NativeRangeSlider
      label={attribute.label}
      min={min}
      max={max}
      step={step}
      value={isPair(value) ? value : [min, max]}
      reading={([from, to]) => `${formatAmount(attribute.name, from)}–${formatAmount(attribute.name, to)}${unit}`}
      thumbReading={(number) => `${formatAmount(attribute.name, number)}${unit}`}
      onCommit={(next) => onChange(next[0] === min && next[1] === max ? undefined : next)}
    />
  );
}

/**
 * Spec §7: a number filter is [value, max]; min_price_per_person is always [0, max], a budget, so
 * its slider sets the upper value. At the slider's start nothing is filtered (spec §5), nor at the
 * budget's end.
 */
function NumberFilter({ attribute, value, onChange }: Props) {
  const { min, max, step } = bounds(attribute);
  const budget = attribute.name === 'min_price_per_person';
  const guests = attribute.name === 'number_of_people';
  const unit = attribute.options.unit ? ` ${attribute.options.unit}` : '';
  const reading = (shown: number) => {
    if (shown <= min || (budget && shown >= max)) return 'Any';
    if (guests) return `${wholeNumber.format(shown)} guests`;
    return budget ? `Up to ${formatAmount(attribute.name, shown)}${unit}` : `${formatAmount(attribute.name, shown)}${unit} or more`;
  };
  return (
    <NativeSlider
      // The listing's fact reads 'Price per person from $150'; the filter is a budget, an upper limit.
      label={budget ? 'Budget per person' : attribute.label}
      min={min}
      max={max}
      step={guests ? 10 : step}
      value={isPair(value) ? (budget ? value[1] : value[0]) : budget ? max : min}
      reading={reading}
      onCommit={(next) => {
        if (budget) onChange(next <= min || next >= max ? undefined : [0, next]);
        else onChange(next <= min ? undefined : [next, max]);
      }}
    />
  );
}

/** Native checkboxes: a search page renders dozens, and Mantine's cost a few ms of server time each page. */
function ChoicesFilter({ attribute, value, onChange }: Props) {
  const applied = Array.isArray(value) ? value.flat().map(String) : [];
  const [chosen, setChosen] = useFollowingState(applied, (a, b) => a.join() === b.join());
  const limit = attribute.options.maxSelected;
  const full = limit !== undefined && chosen.length >= limit;
  const noteId = useId();
  const toggle = (choice: string, on: boolean) => {
    const next = on ? [...chosen, choice] : chosen.filter((item) => item !== choice);
    setChosen(next);
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <fieldset className={classes.filter} aria-describedby={full ? noteId : undefined}>
      <legend className={classes.filterLabel}>{attribute.label}</legend>
      {full && (
        <p id={noteId} className={classes.limit}>
          {attribute.label} are limited to a maximum of {limit} options
        </p>
      )}
      <div className={classes.choices}>
        {(attribute.options.choices ?? []).map((choice) => (
          <label key={choice.value} className={classes.choice}>
            <input
              type="checkbox"
              value={choice.value}
              checked={chosen.includes(choice.value)}
              disabled={full && !chosen.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Spec §5: a radio group lets the couple deselect the current choice by choosing it again. */
function RadioFilter({ attribute, value, onChange }: Props) {
  const name = useId();
  const [current, setCurrent] = useFollowingState(typeof value === 'string' ? value : null);
  const choose = (choice: string | null) => {
    setCurrent(choice);
    onChange(choice ?? undefined);
  };
  return (
    <fieldset className={`${classes.filter} ${classes.radioGroup}`}>
      <legend className={classes.filterLabel}>{attribute.label}</legend>
      <div className={classes.choices}>
        {(attribute.options.choices ?? []).map((choice) => (
          <label key={choice.value} className={classes.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={current === choice.value}
              onChange={() => choose(choice.value)}
              onClick={() => {
                if (current === choice.value) choose(null);
              }}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
