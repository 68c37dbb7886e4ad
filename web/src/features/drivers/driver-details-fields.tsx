import { TextInput, type MantineSize } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { VehicleType } from '@shop/contracts';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { VEHICLE_TYPES } from './driver-register-form-schema';

/** The details a driver gives when registering and changes later on the profile. */
export interface DriverDetailsValues {
  phone?: string;
  vehicleType?: VehicleType;
  licensePlate?: string;
}

/**
 * The form as the shared fields see it. Both forms hold these fields, but react-hook-form's
 * types cannot follow a field name through a generic form, so it is widened.
 */
const asDriverDetails = <Values extends DriverDetailsValues & FieldValues, Sent>(
  form: UseFormReturn<Values, unknown, Sent>,
) => form as unknown as UseFormReturn<DriverDetailsValues>;

/** The details typed in a text box; the vehicle type is picked, each page in its own way. */
type TypedDetail = 'phone' | 'licensePlate';

/** What the browser is told of each typed detail, so it can offer the phone number it knows. */
const BROWSER_HINTS = {
  phone: { type: 'tel', autoComplete: 'tel' },
  licensePlate: {},
} as const satisfies Record<TypedDetail, object>;

interface DriverDetailFieldProps<Values extends DriverDetailsValues & FieldValues, Sent> {
  form: UseFormReturn<Values, unknown, Sent>;
  name: TypedDetail;
  /** The page whose texts label the field. */
  texts: 'register' | 'profile';
  /** The profile's controls are a size bigger: it is used on the road, on a phone. */
  size: MantineSize;
}

/** Each page's label of each typed detail. */
const DETAIL_LABELS: Record<'register' | 'profile', Record<TypedDetail, () => string>> = {
  register: { phone: m.portal_register_phone, licensePlate: m.portal_register_licensePlate },
  profile: { phone: m.portal_profile_phone, licensePlate: m.portal_profile_licensePlate },
};

/** Each vehicle type's name. */
const VEHICLE_NAMES: Record<VehicleType, () => string> = {
  bike: m.portal_vehicles_bike,
  'e-bike': m.portal_vehicles_eBike,
  scooter: m.portal_vehicles_scooter,
  car: m.portal_vehicles_car,
};

/** The driver's phone number or licence plate. */
export function DriverDetailField<Values extends DriverDetailsValues & FieldValues, Sent>({
  form,
  name,
  texts,
  size,
}: DriverDetailFieldProps<Values, Sent>) {
  useLanguage();
  const { register, formState } = asDriverDetails(form);
  return (
    <TextInput
      size={size}
      label={DETAIL_LABELS[texts][name]()}
      {...BROWSER_HINTS[name]}
      error={formState.errors[name]?.message}
      {...register(name)}
    />
  );
}

/** The vehicle types with their names, in the order the forms offer them. */
export function useVehicleOptions(): { value: VehicleType; label: string }[] {
  useLanguage();
  return VEHICLE_TYPES.map((value) => ({ value, label: VEHICLE_NAMES[value]() }));
}
