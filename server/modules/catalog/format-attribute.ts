import type { AttributeOptions, AttributeType } from '../../../db/schema/catalog';
import { attributeKind, isPriceKey } from '../../../shared/catalog/attributes';

export type AttributeForDisplay = { name: string; type: AttributeType | string; options: AttributeOptions; label: string };

// Made on first use, never when the module loads (the first Intl formatter loads ICU data).
let wholeNumberFormat: Intl.NumberFormat | undefined;
const wholeNumber = {
  format(value: number): string {
    wholeNumberFormat ??= new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
    return wholeNumberFormat.format(value);
  },
};

/**
 * The text a couple reads for one stored meta value: "$120 per person", "4–8 hours", "Rustic, Garden",
 * "Travels up to 150 km". meta_value may be plain text or a JSON string (spec §3); a value that
 * does not parse is shown as it is stored rather than dropped.
 */
export function formatAttributeValue(attribute: AttributeForDisplay, metaValue: string): string {
  const { name, options } = attribute;
  const unit = options.unit ? ` ${options.unit}` : '';
  const money = (value: number) => `$${wholeNumber.format(value)}`;
  const amount = (value: number) => (isPriceKey(name) ? money(value) : wholeNumber.format(value));
  const type = attributeKind(attribute.type);
  const parsed = parseMetaValue(metaValue);
  switch (type) {
    case 'number': {
      const value = Number(metaValue);
      return Number.isFinite(value) ? `${amount(value)}${unit}` : metaValue;
    }
    case 'radius': {
      const metres = Number(metaValue);
      return Number.isFinite(metres) ? `Travels up to ${wholeNumber.format(Math.floor(metres / 1000))} km` : metaValue;
    }
    case 'range': {
      if (!Array.isArray(parsed) || parsed.length !== 2) return metaValue;
      const [from, to] = parsed.map(Number);
      return from === to ? `${amount(from)}${unit}` : `${amount(from)}–${amount(to)}${unit}`;
    }
    case 'radio':
      return choiceLabel(options, metaValue);
    case 'checkbox_group': {
      const values = Array.isArray(parsed) ? parsed.flat().map(String) : [metaValue];
      return values.map((value) => choiceLabel(options, value)).join(', ');
    }
    default:
      return metaValue;
  }
}

function choiceLabel(options: AttributeOptions, value: string): string {
  return options.choices?.find((choice) => choice.value === value)?.label ?? value;
}

function parseMetaValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
