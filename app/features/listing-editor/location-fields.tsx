import { TextField } from '~/components/form/text-field';
import { listingLimits } from '../../../shared/catalog/listing-fields';
import type { FormErrors } from '~/lib/form-errors';

type LocationValues = { address: string; lat: number; lng: number; radiusKm: number | null; place: { state: string; region: string | null } };

/**
 * The location step: the address (postal codes are dropped on saving) and the pin's coordinates,
 * from which the state and region are derived; travelling categories add their radius.
 */
export function LocationFields({ formId, values, travels, errors }: { formId: string; values: LocationValues; travels: boolean; errors: FormErrors }) {
  const located = values.address !== '';
  return (
    <>
      <TextField formId={formId} name="address" label="Address" autoComplete="street-address" defaultValue={values.address} maxLength={listingLimits.address} error={errors.address} required />
      <TextField formId={formId} name="lat" label="Latitude of the pin" inputMode="decimal" defaultValue={located ? String(values.lat) : ''} error={errors.lat} required />
      <TextField formId={formId} name="lng" label="Longitude of the pin" inputMode="decimal" defaultValue={located ? String(values.lng) : ''} error={errors.lng} required />
      {located && (
        <p>
          Shown in {values.place.region ? `${values.place.region}, ` : ''}
          {values.place.state}
        </p>
      )}
      {travels && (
        <TextField
          formId={formId}
          name="radius"
          type="number"
          label="Travels up to (km)"
          min={listingLimits.radiusKm.min}
          max={listingLimits.radiusKm.max}
          defaultValue={values.radiusKm ?? ''}
          error={errors.radius}
        />
      )}
    </>
  );
}
