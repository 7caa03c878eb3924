// Numbers as en-AU writes them, without Intl: the first Intl formatter costs a phone tens of
// milliseconds of loading ICU's data during hydration, for what a regular expression does.

/** A whole number with commas between thousands: 12,345. */
export function groupThousands(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/**
 * One decimal place, rounded as Intl rounds: half away from zero on the number as it is written
 * (1.15 → 1.2, where toFixed gives 1.1 from the binary value just below 1.15).
 */
export function oneDecimal(value: number): string {
  const written = String(Math.abs(value));
  // Exponent notation (very large or small numbers): the binary value's rounding is close enough.
  if (written.includes('e')) return value.toFixed(1);
  const tenths = Math.round(Number(`${written}e1`));
  return `${value < 0 && tenths > 0 ? '-' : ''}${(tenths / 10).toFixed(1)}`;
}
