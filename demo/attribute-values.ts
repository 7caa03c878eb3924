import type { AttributeOptions, AttributeType } from '../db/schema';
import type { Random } from '../shared/random';

/**
 * Plausible attribute values for demo services, and their storage form in service_meta: numbers and
 * radio choices as plain text, ranges and checkbox groups as JSON (spec §3: "meta_value may be a JSON
 * string"). Known keys get realistic spreads; anything else falls back to a draw within its options.
 */

export type AttributeValue = number | string | [number, number] | string[];

export type AttributeDefinition = { name: string; type: AttributeType; options: AttributeOptions };

/** Values already drawn for the same service, so later attributes can depend on earlier ones. */
export type DrawnValues = Map<string, AttributeValue>;

const steps = (random: Random, min: number, max: number, step: number) => min + step * random.int(0, Math.floor((max - min) / step));

// Prices and rates: [min, max, step], by key, or by 'category:key' where categories differ.
const numbers: Record<string, [number, number, number]> = {
  min_price_per_person: [85, 260, 5],
  min_total_cost: [4000, 40000, 500],
  min_package: [600, 3500, 50],
  'celebrant:min_package': [550, 1200, 50],
  'photographer:package_starting_from': [2200, 6500, 100],
  'videographer:package_starting_from': [2800, 7500, 100],
  hourly_rate: [200, 450, 10],
  'photo_booth:hourly_rate': [150, 300, 10],
  min_cost: [350, 1800, 50],
  min_price_per_day: [700, 2200, 50],
};

// Ranges per key: lowest and highest [from, to] draws.
const ranges: Record<string, { low: [number, number]; high: [number, number] }> = {
  reception_hours: { low: [4, 6], high: [7, 12] },
  coverage_hours: { low: [2, 6], high: [8, 14] },
  film_length_minutes: { low: [3, 10], high: [20, 90] },
  tiers: { low: [1, 2], high: [3, 6] },
  lead_time_weeks: { low: [2, 8], high: [12, 52] },
  ceremony_length_minutes: { low: [15, 25], high: [30, 60] },
  hire_hours: { low: [2, 3], high: [4, 8] },
};

// How often a Yes/No attribute is Yes.
const yesShare: Record<string, number> = {
  indoor_ceremony: 0.6,
  accommodation_on_site: 0.35,
  wet_weather_option: 0.85,
  delivery_setup: 0.8,
  second_shooter: 0.6,
  drone: 0.4,
  same_day_edit: 0.25,
  tasting_available: 0.85,
  sound_system: 0.8,
  rehearsal_included: 0.5,
  unlimited_prints: 0.7,
  props_included: 0.9,
};

// Most vendors travel 50–150 km; a few go anywhere in the state.
const travelRadii = [25_000, 50_000, 75_000, 100_000, 150_000, 200_000, 300_000];
const travelWeights = [2, 5, 3, 4, 2, 1, 0.5];

/** Draws one attribute value. `photos` is the number of images the service gets. */
export function drawAttributeValue(
  random: Random,
  category: string,
  attribute: AttributeDefinition,
  drawn: DrawnValues,
  photos: number,
): AttributeValue {
  const { name, type, options } = attribute;
  const min = options.min ?? 0;
  const max = options.max ?? 200;
  switch (name) {
    case 'number_of_people': {
      // Intimate, mid-sized and large venues.
      const band = random.weighted([3, 5, 2.5]);
      const [low, high] = [
        [30, 90],
        [80, 220],
        [200, 500],
      ][band];
      return steps(random, low, high, 10);
    }
    case 'min_number_of_people': {
      const capacity = Number(drawn.get('number_of_people') ?? max);
      return Math.min(capacity, steps(random, 10, 60, 10));
    }
    case 'number_of_photos':
      return photos;
  }
  switch (type) {
    case 'number': {
      const known = numbers[`${category}:${name}`] ?? numbers[name];
      return known ? steps(random, known[0], Math.min(known[1], max), known[2]) : random.int(min, max);
    }
    case 'radius':
      return travelRadii[random.weighted(travelWeights)];
    case 'range': {
      const known = ranges[name] ?? { low: [min, Math.floor((min + max) / 2)], high: [Math.ceil((min + max) / 2), max] };
      const low = random.int(known.low[0], known.low[1]);
      return [low, Math.max(low, Math.min(max, random.int(known.high[0], known.high[1])))];
    }
    case 'radio': {
      const values = (options.choices ?? []).map((choice) => choice.value);
      if (values.includes('yes') && values.includes('no')) return random.chance(yesShare[name] ?? 0.5) ? 'yes' : 'no';
      return random.pick(values);
    }
    case 'checkbox_group': {
      const values = (options.choices ?? []).map((choice) => choice.value);
      const most = options.maxSelected ?? Math.min(4, values.length);
      return random.sample(values, random.int(1, most));
    }
  }
}

/** The service_meta text of a value. */
export function metaValue(value: AttributeValue): string {
  return Array.isArray(value) ? JSON.stringify(value) : String(value);
}
