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
