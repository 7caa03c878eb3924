import { errorIdOf } from '~/components/form/form-errors-alert';
import type { BusinessCountry } from '../../../shared/vendors/business-number';
import formClasses from '~/components/form/form.module.css';

const businessCountryNames: Record<BusinessCountry, string> = { au: 'Australia', nz: 'New Zealand' };

type BusinessCountryFieldProps = { formId: string; error?: string; defaultValue?: BusinessCountry; disabled?: boolean };

/** Spec §5's business country: Australia or New Zealand only. A disabled picker sends nothing: the form then carries the value itself. */
export function BusinessCountryField({ formId, error, defaultValue = 'au', disabled }: BusinessCountryFieldProps) {
  const id = `${formId}-business_country`;
  return (
    <div className={formClasses.field}>
      <label htmlFor={id} className={formClasses.label}>
        Business country
      </label>
      <select
        id={id}
        name="business_country"
        className={`${formClasses.input} ${formClasses.select}`}
        defaultValue={defaultValue}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(formId, 'business_country') : undefined}
        required
      >
        {Object.entries(businessCountryNames).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
