import { Checkbox, RangeSlider, Slider, Text } from '@mantine/core';
import { useId } from 'react';
import { attributeKind, isPriceKey } from '../../../server/modules/catalog/format-attribute';
import type { FilterAttribute } from '../../../server/modules/search/run-search';
import { useFollowingState } from '~/lib/use-following-state';
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
  const applied: [number, number] = isPair(value) ? value : [min, max];
  const [shown, setShown] = useFollowingState(applied, (a, b) => a[0] === b[0] && a[1] === b[1]);
  const unit = attribute.options.unit ? ` ${attribute.options.unit}` : '';
  return (
    <div className={classes.filter}>
      <Text className={classes.filterLabel}>
        {attribute.label}
      </Text>
      <Text className={classes.filterValue} aria-hidden="true">
        {formatAmount(attribute.name, shown[0])}–{formatAmount(attribute.name, shown[1])}
        {unit}
      </Text>
      <RangeSlider
        min={min}
        max={max}
        step={step}
        minRange={0}
        value={shown}
        onChange={setShown}
        onChangeEnd={(next) => onChange(next[0] === min && next[1] === max ? undefined : next)}
        label={(number) => formatAmount(attribute.name, number)}
        thumbFromLabel={`${attribute.label}, from`}
        thumbToLabel={`${attribute.label}, to`}
        thumbValueText={(number) => `${formatAmount(attribute.name, number)}${unit}`}
      />
    </div>
  );
}

/**
 * Spec §7: a number filter is [value, max]; min_price_per_person is always [0, max], a budget, so
 * its slider sets the upper value. At the slider's start (or, for the budget, its end) nothing is
 * filtered.
 */
function NumberFilter({ attribute, value, onChange }: Props) {
  const { min, max, step } = bounds(attribute);
  const budget = attribute.name === 'min_price_per_person';
  const applied = isPair(value) ? (budget ? value[1] : value[0]) : budget ? max : min;
  const [shown, setShown] = useFollowingState(applied);
  const unit = attribute.options.unit ? ` ${attribute.options.unit}` : '';
  const idle = budget ? shown >= max : shown <= min;
  const reading = idle ? 'Any' : budget ? `Up to ${formatAmount(attribute.name, shown)}${unit}` : `${formatAmount(attribute.name, shown)}${unit} or more`;
  const guests = attribute.name === 'number_of_people';
  return (
    <div className={classes.filter}>
      <Text className={classes.filterLabel}>
        {attribute.label}
      </Text>
      <Text className={classes.filterValue} aria-hidden="true">
        {guests && !idle ? `${wholeNumber.format(shown)} guests` : reading}
      </Text>
      <Slider
        min={min}
        max={max}
        step={guests ? 10 : step}
        value={shown}
        onChange={setShown}
        onChangeEnd={(next) => {
          if (budget) onChange(next >= max ? undefined : [0, next]);
          else onChange(next <= min ? undefined : [next, max]);
        }}
        label={(number) => formatAmount(attribute.name, number)}
        thumbLabel={attribute.label}
        thumbValueText={reading}
      />
    </div>
  );
}

function ChoicesFilter({ attribute, value, onChange }: Props) {
  const applied = Array.isArray(value) ? value.flat().map(String) : [];
  const [chosen, setChosen] = useFollowingState(applied, (a, b) => a.join() === b.join());
  const limit = attribute.options.maxSelected;
  const full = limit !== undefined && chosen.length >= limit;
  return (
    <Checkbox.Group
      label={attribute.label}
      value={chosen}
      onChange={(next) => {
        setChosen(next);
        onChange(next.length > 0 ? next : undefined);
      }}
      classNames={{ root: classes.filter, label: classes.filterLabel }}
      description={full ? `${attribute.label} are limited to a maximum of ${limit} options` : undefined}
    >
      <div className={classes.choices}>
        {(attribute.options.choices ?? []).map((choice) => (
          <Checkbox key={choice.value} value={choice.value} label={choice.label} size="sm" disabled={full && !chosen.includes(choice.value)} />
        ))}
      </div>
    </Checkbox.Group>
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
          <label key={choice.value} className={classes.radio}>
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
