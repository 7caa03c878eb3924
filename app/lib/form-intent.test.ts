import { describe, expect, it } from 'vitest';
import { chosenIntent } from './form-intent';

describe('chosenIntent', () => {
  const intents = { publish: 1, 'delete-confirmed': 2 };

  it('names an own key of the intents', () => {
    expect(chosenIntent(intents, 'publish')).toBe('publish');
    expect(chosenIntent(intents, 'delete-confirmed')).toBe('delete-confirmed');
  });

  it('names nothing for what every object inherits, other keys and other values', () => {
    for (const inherited of ['hasOwnProperty', 'constructor', '__proto__', 'toString', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__']) {
      expect(chosenIntent(intents, inherited)).toBeUndefined();
    }
    for (const other of ['', 'Publish', 'unknown', undefined, null, 1, ['publish'], new File(['publish'], 'publish')]) expect(chosenIntent(intents, other)).toBeUndefined();
  });
});
