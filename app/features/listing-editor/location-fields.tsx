import { useRef } from 'react';
import { errorIdOf } from '~/components/form/form-errors-alert';
import formClasses from '~/components/form/form.module.css';
import { TextField } from '~/components/form/text-field';
import { LocationCombobox } from '~/features/search';
import { listingLimits } from '../../../shared/catalog/listing-fields';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import { useFieldValue } from '~/lib/use-field-state';
import { PinMap } from './pin-map';

type LocationValues = { address: string; lat: number; lng: number; radiusKm: number | null; place: { state: string; region: string | null } };

/**
 * The location step: the address (postal codes are dropped on saving) and the pin's coordinates,
 * from which the state and region are derived; travelling categories add their radius. The
 * address suggests places as the search does, for its town part: choosing one moves the pin there.
 * The fields are uncontrolled (what was typed before the page's scripts arrived stays), followed by
 * `useFieldValue`, so the pin and the fields agree whichever the vendor moves; `typed` is what a
 * refused save sent, which comes back as typed.
 */
export function LocationFields({ formId, values, typed, travels, errors }: { formId: string; values: LocationValues; typed?: FormValues; travels: boolean; errors: FormErrors }) {
  const located = values.address !== '';
  const latBox = useRef<HTMLInputElement>(null);
  const lngBox = useRef<HTMLInputElement>(null);
  const lat = useFieldValue(keptValue(typed, 'lat') ?? (located ? String(values.lat) : ''), latBox);
  const lng = useFieldValue(keptValue(typed, 'lng') ?? (located ? String(values.lng) : ''), lngBox);
  const radius = useFieldValue(keptValue(typed, 'radius') ?? (values.radiusKm === null ? '' : String(values.radiusKm)));
  const shown = { lat: Number(lat.value) || values.lat, lng: Number(lng.value) || values.lng };
  // The pin moved, or a place was chosen: the fields follow.
  const setPoint = (point: { lat: string; lng: string }) => {
    if (latBox.current) latBox.current.value = point.lat;
    if (lngBox.current) lngBox.current.value = point.lng;
    lat.setValue(point.lat);
    lng.setValue(point.lng);
  };
  return (
    <>
      <LocationCombobox
        name="address"
        label="Address"
        defaultValue={keptValue(typed, 'address') ?? values.address}
        completesLastPart
        className={formClasses.field}
        labelClassName={formClasses.label}
        inputClassName={formClasses.input}
        inputId={`${formId}-address`}
        inputProps={{ required: true, maxLength: listingLimits.address, 'aria-invalid': errors.address ? true : undefined, 'aria-describedby': errors.address ? errorIdOf(formId, 'address') : undefined }}
        onChoose={(place) => place && setPoint({ lat: String(place.lat), lng: String(place.lng) })}
      />
      <TextField formId={formId} name="lat" label="Latitude of the pin" inputMode="decimal" {...lat.field} error={errors.lat} required />
      <TextField formId={formId} name="lng" label="Longitude of the pin" inputMode="decimal" {...lng.field} error={errors.lng} required />
      <PinMap lat={shown.lat} lng={shown.lng} radiusKm={travels ? Number(radius.value) || null : null} onMove={(lat, lng) => setPoint({ lat: String(lat), lng: String(lng) })} />
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
          {...radius.field}
          error={errors.radius}
        />
      )}
    </>
  );
}
