import { useEffect, useRef, type ChangeEvent } from 'react';
import { errorIdOf } from '~/components/form/form-errors-alert';
import { defaultPhoneCountry, listPhoneCountries, phoneCountryOf, phonePrefix, switchPhonePrefix } from '../../../shared/vendors/phone';
import formClasses from '~/components/form/form.module.css';
import classes from './phone-field.module.css';

export type PhoneFieldProps = {
  formId: string;
  /** The phone's message in the form's error list; marks the number invalid and points to it. */
  error?: string;
  /** The picker's first country, 'AU' or 'au' (spec §5: Australia when absent). */
  defaultCountry?: string;
  /** The number as last sent; the country's prefix ('+61 ') when absent. */
  defaultValue?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * Spec §5's phone: a country picker (`phone_country`) and the number (`phone`). Both are plain
 * form fields, uncontrolled, so the form posts without JavaScript and keeps what was typed before
 * hydration; with JavaScript, choosing a country puts its prefix in the number.
 */
export function PhoneField({ formId, error, defaultCountry, defaultValue, required, disabled }: PhoneFieldProps) {
  // 'nz' (a business country) reads as 'NZ'; an unknown code as Australia.
  const initialCountry = phoneCountryOf(defaultCountry ?? '') ?? defaultPhoneCountry;
  const id = `${formId}-phone`;
  const countryId = `${formId}-phone_country`;
  const selectRef = useRef<HTMLSelectElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const previousCountry = useRef<string>(initialCountry);

  // A country chosen before hydration is the one the prefix is switched from.
  useEffect(() => {
    if (selectRef.current) previousCountry.current = selectRef.current.value;
  }, []);

  function onCountryChange(event: ChangeEvent<HTMLSelectElement>) {
    const country = event.currentTarget.value;
    const input = inputRef.current;
    if (input) input.value = switchPhonePrefix(input.value, previousCountry.current, country);
    previousCountry.current = country;
  }

  return (
    <div className={formClasses.field}>
      <label htmlFor={id} className={formClasses.label}>
        Phone
      </label>
      <div className={classes.row}>
        <label htmlFor={countryId} className="visually-hidden">
          Phone country
        </label>
        <select
          ref={selectRef}
          id={countryId}
          name="phone_country"
          className={`${formClasses.input} ${formClasses.select} ${classes.country}`}
          defaultValue={initialCountry}
          onChange={onCountryChange}
          disabled={disabled}
        >
          {listPhoneCountries().map(({ code, name, dialCode }) => (
            // Names come from the runtime's Intl data, which a browser may word differently from
            // the server ('Türkiye', 'Turkey'): the server's text stands.
            <option key={code} value={code} suppressHydrationWarning>
              {`${name} (${dialCode})`}
            </option>
          ))}
        </select>
        <input
          ref={inputRef}
          id={id}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className={`${formClasses.input} ${classes.number}`}
          defaultValue={defaultValue ?? phonePrefix(initialCountry)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(formId, 'phone') : undefined}
          required={required}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
