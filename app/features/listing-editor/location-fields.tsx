import { useState } from 'react';
import { errorIdOf } from '~/components/form/form-errors-alert';
import formClasses from '~/components/form/form.module.css';
import { TextField } from '~/components/form/text-field';
import { LocationCombobox } from '~/features/search';
import { listingLimits } from '../../../shared/catalog/listing-fields';
import type { FormErrors } from '~/lib/form-errors';
import { PinMap } from './pin-map';

type LocationValues = { address: string; lat: number; lng: number; radiusKm: number | null; place: { state: string; region: string | null } };

/**
 * The location step: the address (postal codes are dropped on saving) and the pin's coordinates,
 * from which the state and region are derived; travelling categories add their radius. The
 * address suggests places as the search does, for its town part: choosing one moves the pin there.
 */
export function LocationFields({ formId, values, travels, errors }: { formId: string; values: LocationValues; travels: boolean; errors: FormErrors }) {
  const located = values.address !== '';
  // Controlled, so the pin and the fields agree whichever the vendor moves.
  const [point, setPoint] = useState({ lat: located ? String(values.lat) : '', lng: located ? String(values.lng) : '' });
  const [radius, setRadius] = useState(values.radiusKm === null ? '' : String(values.radiusKm));
  const shown = { lat: Number(point.lat) || values.lat, lng: Number(point.lng) || values.lng };
  return (
    <>
      <LocationCombobox
        name="address"
        label="Address"
        defaultValue={values.address}
        completesLastPart
        className={formClasses.field}
        labelClassName={formClasses.label}
        inputClassName={formClasses.input}
        inputId={`${formId}-address`}
        inputProps={{ required: true, maxLength: listingLimits.address, 'aria-invalid': errors.address ? true : undefined, 'aria-describedby': errors.address ? errorIdOf(formId, 'address') : undefined }}
        onChoose={(place) => place && setPoint({ lat: String(place.lat), lng: String(place.lng) })}
      />
      <TextField formId={formId} name="lat" label="Latitude of the pin" inputMode="decimal" value={point.lat} onChange={(event) => setPoint({ ...point, lat: event.target.value })} error={errors.lat} required />
      <TextField formId={formId} name="lng" label="Longitude of the pin" inputMode="decimal" value={point.lng} onChange={(event) => setPoint({ ...point, lng: event.target.value })} error={errors.lng} required />
      <PinMap lat={shown.lat} lng={shown.lng} radiusKm={travels ? Number(radius) || null : null} onMove={(lat, lng) => setPoint({ lat: String(lat), lng: String(lng) })} />
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
          value={radius}
          onChange={(event) => setRadius(event.target.value)}
          error={errors.radius}
        />
      )}
    </>
  );
}
