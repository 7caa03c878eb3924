/** Spec §3: attribute keys whose values are amounts of money, shown with a $ prefix. */
export const priceKeys = [
  'min_price_per_person',
  'min_total_cost',
  'package_starting_from',
  'min_price_per_day',
  'min_cost',
  'min_package',
  'hourly_rate',
] as const;

export function isPriceKey(name: string): boolean {
  return (priceKeys as readonly string[]).includes(name);
}

/** Spec §3: a type 'array' is treated as 'range'. */
export function attributeKind<T extends string>(type: T): T | 'range' {
  return type === 'array' ? 'range' : type;
}

/** Attribute groups (translation keys); hidden attributes are filters only, never shown on a page. */
export const attributeGroups = {
  additionalInfo: 'attributes.group.additional_info',
  optionalInfo: 'attributes.group.optional_info',
  hidden: 'attributes.group.hidden',
} as const;

/**
 * Spec §3: a Yes/No pair (a radio of exactly the choices yes and no) is shown as a yes/no
 * checkbox, on the service page and in the editor's form alike, not as a word or a radio group.
 */
export function isYesNo(attribute: { type: string; options: { choices?: { value: string }[] } }): boolean {
  const values = (attribute.options.choices ?? []).map((choice) => choice.value);
  return attribute.type === 'radio' && values.length === 2 && values.includes('yes') && values.includes('no');
}
