import { centsOf } from '../../../shared/bookings/money';
import { InvalidInputError } from '../../../server/kernel';

/**
 * The budget's forms take dollars as people write them ("95", "1,250.50", "$42,000"); the planning
 * module takes cents. Turns the named fields to cents (blank stays blank: "none") and, when the
 * module refuses, says what was wrong in dollars, with every other field's message kept.
 */
export async function withDollarFields<T>(fields: Record<string, unknown>, labels: Record<string, string>, run: (fields: Record<string, unknown>) => Promise<T>): Promise<T> {
  const converted: Record<string, unknown> = { ...fields };
  for (const name of Object.keys(labels)) {
    const value = fields[name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const cents = centsOf(value.slice(0, 40));
    // Not an amount: a value the module refuses, so its message comes back with the others'.
    converted[name] = Number.isNaN(cents) ? -1 : cents;
  }
  try {
    return await run(converted);
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    const messages = { ...error.fields };
    for (const [name, label] of Object.entries(labels)) {
      if (messages[name]) messages[name] = [`${label} must be an amount in dollars from 0 to 10,000,000, such as 95 or 1,250.50.`];
    }
    throw new InvalidInputError(messages);
  }
}
