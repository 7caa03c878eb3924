import { useLayoutEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a form field holds, for a component that needs it while rendering (a challenge for the
 * e-mail typed, the categories of the role chosen), with the field left uncontrolled: React
 * empties a controlled field (`value`, `checked`) when it hydrates, losing what the person typed or
 * chose before the page's scripts arrived, and leaves an uncontrolled one (`defaultValue`,
 * `defaultChecked`) as it is. The state follows the field's changes and, once mounted, takes what
 * the field holds then. Spread `field` (its ref and onChange) on the field, or for a group of
 * radios on the element around them; the form itself still reads the field on submit.
 *
 * `read` says what to take from the element: `fieldValue`, `fieldChecked` or `chosenRadio`. A
 * component that also writes to the field (clears it, inserts text) gives its own `ref`.
 */
export function useFieldState<E extends HTMLElement, T>(initial: T, read: (element: E) => T, ownRef?: RefObject<E | null>) {
  const hookRef = useRef<E>(null);
  const ref = ownRef ?? hookRef;
  const reader = useRef(read);
  const [value, setValue] = useState(initial);
  // Before the first paint: what the state drives shows what the field holds at once.
  useLayoutEffect(() => {
    if (ref.current) setValue(reader.current(ref.current));
  }, []);
  const onChange = (event: ChangeEvent<E>) => setValue(reader.current(event.currentTarget));
  return { value, setValue, field: { ref, onChange } };
}

/** A text field's, select's or textarea's value. */
export const fieldValue = (field: Field) => field.value;

/** Whether a checkbox is ticked. */
export const fieldChecked = (field: HTMLInputElement) => field.checked;

/** The value of the radio chosen among those inside the element (a fieldset), '' when none is. */
export const chosenRadio = (group: HTMLElement) => group.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? '';

/**
 * A text field's value (`useFieldState` with `fieldValue`), with the props that keep it
 * uncontrolled: spread `field` on the input, select or textarea.
 */
export function useFieldValue<E extends Field = HTMLInputElement>(initial = '', ownRef?: RefObject<E | null>) {
  const { value, setValue, field } = useFieldState<E, string>(initial, fieldValue, ownRef);
  return { value, setValue, field: { ...field, defaultValue: initial } };
}
