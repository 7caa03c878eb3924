import { useEffect, useEffectEvent, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import type { PlaceSuggestion } from '../../../server/modules/geo';
import classes from './location-combobox.module.css';

export type PlaceChoice = PlaceSuggestion;

type LocationComboboxProps = {
  name: string;
  label: string;
  /** Keeps the label for screen readers only. */
  labelHidden?: boolean;
  defaultValue?: string;
  placeholder?: string;
  /** On the wrapper, which holds the label, input and list. */
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
  /** The input's id, when a form's error list links to it. */
  inputId?: string;
  /** More of the input's attributes, for a form field (required, its length, its error). */
  inputProps?: Pick<InputHTMLAttributes<HTMLInputElement>, 'required' | 'maxLength' | 'aria-invalid' | 'aria-describedby'>;
  /** Looks up, and replaces when a place is chosen, only the text after the last comma: a street address's town. */
  completesLastPart?: boolean;
  /** Shown in the label, before its text: clicking it focuses the input. */
  icon?: ReactNode;
  /** A place was chosen from the list, or (null) the text changed after one was. */
  onChoose?: (place: PlaceChoice | null) => void;
};

const minQueryLength = 2;
const debounceMs = 150;

/**
 * A place input with suggestions from /search/places: a WAI-ARIA 1.2 combobox with a listbox and
 * list autocomplete. Focus stays in the input; arrow keys move through the list, Enter chooses,
 * Escape closes, and a live region says how many places were found. On the server and before
 * hydration it is a plain text input of the form, so the form works without JavaScript.
 */
export function LocationCombobox({ name, label, labelHidden, defaultValue, placeholder, className, labelClassName, inputClassName, icon, onChoose, ...field }: LocationComboboxProps) {
  const id = useId();
  const inputId = field.inputId ?? `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);
  const chosen = useRef(false);
  const [places, setPlaces] = useState<PlaceChoice[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');

  const cancelLookup = () => {
    clearTimeout(timer.current);
    request.current?.abort();
  };
  // Nothing may land after unmount.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  // Scrolls the list alone: scrollIntoView would also scroll clipping ancestors such as the hero.
  useEffect(() => {
    const box = list.current;
    const option = box?.children[active] as HTMLElement | undefined;
    if (!box || !option) return;
    if (option.offsetTop < box.scrollTop) box.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = option.offsetTop + option.offsetHeight - box.clientHeight;
  }, [active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  // '12 Broke Rd, Pokol' → its town part and what stays before it.
  const split = (text: string) => {
    const cut = field.completesLastPart ? text.lastIndexOf(',') + 1 : 0;
    return { before: cut > 0 ? `${text.slice(0, cut)} ` : '', place: text.slice(cut) };
  };

  const lookUp = (typed: string) => {
    cancelLookup();
    const text = split(typed).place;
    if (text.trim().length < minQueryLength) {
      close();
      setPlaces([]);
      setStatus('');
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`/search/places?q=${encodeURIComponent(text.trim())}`, { signal: controller.signal });
        const { places: found } = (await response.json()) as { places: PlaceChoice[] };
        setPlaces(found);
        setActive(-1);
        // An answer that arrives after the input lost focus updates the list without opening it.
        setOpen(found.length > 0 && document.activeElement === input.current);
        setStatus(found.length === 0 ? 'No matching places.' : `${found.length} ${found.length === 1 ? 'place' : 'places'} found. Use the up and down arrow keys to choose.`);
      } catch {
        // Aborted by newer typing, or offline: the text stays usable as typed.
      }
    }, debounceMs);
  };

  // Text typed before the page's scripts arrived gets its suggestions once they have, while the
  // person is still in the field (the field is uncontrolled: the text itself stays as typed).
  const lookUpTyped = useEffectEvent(() => {
    if (input.current && document.activeElement === input.current && input.current.value) lookUp(input.current.value);
  });
  useEffect(() => lookUpTyped(), []);

  const choose = (place: PlaceChoice) => {
    cancelLookup();
    if (input.current) input.current.value = split(input.current.value).before + place.value;
    chosen.current = true;
    close();
    setStatus('');
    onChoose?.(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = places.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        setOpen(true);
        setActive(down ? 0 : count - 1);
      } else {
        setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
      }
    } else if (event.key === 'Enter' && open && active >= 0) {
      // Chooses instead of submitting the form; a second Enter submits.
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={className ? `${classes.root} ${className}` : classes.root}>
      <label htmlFor={inputId} className={labelClassName ?? classes.label}>
        {icon}
        <span className={labelHidden ? 'visually-hidden' : undefined}>{label}</span>
      </label>
      <input
        ref={input}
        id={inputId}
        name={name}
        type="text"
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        className={inputClassName}
        {...field.inputProps}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          if (chosen.current) {
            chosen.current = false;
            onChoose?.(null);
          }
          lookUp(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul ref={list} id={listId} role="listbox" aria-label={label} hidden={!open} className={classes.listbox}>
        {places.map((place, index) => (
          <li
            key={`${place.kind}-${place.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={classes.option}
            // Keeps focus in the input, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(place)}
          >
            {place.label}
          </li>
        ))}
      </ul>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </div>
  );
}
