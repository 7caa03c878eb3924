/**
 * The entry of `intents` that a form's `intent` field names, or undefined when it names none. Only
 * the object's own keys count: a lookup such as `intents[intent]` would also find what every
 * object inherits ('constructor', 'hasOwnProperty', '__proto__') and call it.
 */
export function chosenIntent<T extends Record<string, unknown>>(intents: T, intent: unknown): (keyof T & string) | undefined {
  return typeof intent === 'string' && Object.hasOwn(intents, intent) ? intent : undefined;
}
