import { attributeGroups, type AttributeOptions, type AttributeType } from '../../../db/schema/catalog';
import type { FieldErrors } from '../../kernel';

/**
 * A listing's attribute values checked against its category's definitions (the one source the
 * editor's form is drawn from too). Values arrive as spec §3's meta_value: a JSON string or plain
 * text; null or '' clears the value (a deselected radio). Answers the service_meta text per key
 * (null: remove) or messages per field, named `meta.{key}`.
 */

type Definition = { id: number; name: string; label: string; group: string; type: AttributeType; options: AttributeOptions };

export type MetaWrite = { attributeId: number; metaKey: string; metaValue: string | null };

function decode(text: string | null): unknown {
  if (text === null || text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text.trim();
  }
}

const asNumber = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN);

function checkValue(definition: Definition, value: unknown): string | { error: string } {
  const { type, options, label } = definition;
  const min = options.min ?? 0;
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  const within = (number: number) => Number.isFinite(number) && number >= min && number <= max;
  switch (type) {
    case 'number':
    case 'radius': {
      const number = asNumber(value);
      return within(number) ? String(number) : { error: `${label} must be a number from ${min} to ${max}.` };
    }
    case 'range': {
      const pair = Array.isArray(value) ? value.map(asNumber) : [];
      if (pair.length !== 2 || !pair.every(within) || pair[0] > pair[1]) return { error: `${label} must be two numbers from ${min} to ${max}, the lower first.` };
      return JSON.stringify(pair);
    }
    case 'radio': {
      const known = (options.choices ?? []).some((choice) => choice.value === value);
      return known ? String(value) : { error: `Choose one of the ${label} options.` };
    }
    case 'checkbox_group': {
      const chosen = Array.isArray(value) ? [...new Set(value)] : [];
      const known = new Set((options.choices ?? []).map((choice) => choice.value));
      if (!chosen.every((entry) => typeof entry === 'string' && known.has(entry))) return { error: `Choose among the ${label} options.` };
      if (options.maxSelected !== undefined && chosen.length > options.maxSelected) {
        return { error: `${label} are limited to a maximum of ${options.maxSelected} options` };
      }
      return JSON.stringify(chosen);
    }
  }
}

export function readAttributeInput(definitions: Definition[], entries: { metaKey: string; metaValue: string | null }[]): { writes: MetaWrite[]; errors: FieldErrors } {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const writes: MetaWrite[] = [];
  const errors: FieldErrors = {};
  for (const { metaKey, metaValue } of entries) {
    const definition = byName.get(metaKey);
    // Hidden attributes (photo count, minimum guests) belong to plans and the server, never to the vendor.
    if (!definition || definition.group === attributeGroups.hidden) {
      errors[`meta.${metaKey}`] = ['This listing has no such attribute.'];
      continue;
    }
    const value = decode(metaValue);
    if (value === null) {
      writes.push({ attributeId: definition.id, metaKey, metaValue: null });
      continue;
    }
    const checked = checkValue(definition, value);
    if (typeof checked === 'string') writes.push({ attributeId: definition.id, metaKey, metaValue: checked });
    else errors[`meta.${metaKey}`] = [checked.error];
  }
  return { writes, errors };
}

/** Spec §4: the defaults of the attributes a listing has no value for. */
export function attributeDefaults(definitions: Definition[], present: Set<string>): MetaWrite[] {
  return definitions.flatMap((definition) => {
    const fallback = definition.options.default;
    if (fallback === undefined || present.has(definition.name)) return [];
    return [{ attributeId: definition.id, metaKey: definition.name, metaValue: Array.isArray(fallback) ? JSON.stringify(fallback) : String(fallback) }];
  });
}
