import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';

const DatePickerPanel = lazy(() => import('./date-picker-panel'));

type DateFieldProps = {
  /** YYYY-MM-DD or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** How the chosen date reads in the field. */
  format: (value: string) => string;
  label: ReactNode;
  labelClassName?: string;
  placeholder: string;
  inputClassName?: string;
  /** Before the input, inside the field's box (an icon). */
  before?: ReactNode;
  /** Submitted with a form under this name, as YYYY-MM-DD. */
  name?: string;
  /** Extra text read with the field (its id is set here). */
  description?: ReactNode;
  descriptionClassName?: string;
};

/**
 * A read-only date field that opens a calendar (spec §2): the calendar's code loads only when it
 * is opened, so a page with this field renders and hydrates light. Enter, Space or ArrowDown open
 * it; Backspace or Delete clear the date; Escape or a click outside close it.
 */
export function DateField({ value, onChange, format, label, labelClassName, placeholder, inputClassName, before, name, description, descriptionClassName }: DateFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    input.current?.focus();
  }, []);
  return (
    <>
      <label htmlFor={`${id}-input`} className={labelClassName}>
        {label}
      </label>
      {description && (
        <p id={`${id}-description`} className={descriptionClassName}>
          {description}
        </p>
      )}
      {before}
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        readOnly
        role="combobox"
        aria-controls={open ? `${id}-calendar` : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={description ? `${id}-description` : undefined}
        placeholder={placeholder}
        value={value ? format(value) : ''}
        className={inputClassName}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
          if ((event.key === 'Backspace' || event.key === 'Delete') && value) onChange(null);
        }}
      />
      {name && <input type="hidden" name={name} value={value ?? ''} />}
      {open && (
        <Suspense fallback={null}>
          <DatePickerPanel
            id={`${id}-calendar`}
            value={value}
            onChange={(next) => {
              onChange(next);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
