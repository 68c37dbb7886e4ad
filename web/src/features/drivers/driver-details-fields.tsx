import { TextInput, type MantineSize } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { VehicleType } from '@shop/contracts';
import { useTranslation } from '@/i18n/react';
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

interface DriverDetailsFieldProps<Values extends DriverDetailsValues & FieldValues, Sent> {
  form: UseFormReturn<Values, unknown, Sent>;
  /** The page whose texts label the field. */
  texts: 'register' | 'profile';
  /** The profile's controls are a size bigger: it is used on the road, on a phone. */
  size: MantineSize;
}

/** The driver's phone number. */
export function DriverPhoneField<Values extends DriverDetailsValues & FieldValues, Sent>({
  form,
  texts,
  size,
}: DriverDetailsFieldProps<Values, Sent>) {
  const { t } = useTranslation('portal');
  const {
    register,
    formState: { errors },
  } = asDriverDetails(form);
  return (
    <TextInput
      size={size}
      label={t(`${texts}.phone`)}
      type="tel"
      autoComplete="tel"
      error={errors.phone?.message}
      {...register('phone')}
    />
  );
}

/** The licence plate of the driver's vehicle. */
export function LicensePlateField<Values extends DriverDetailsValues & FieldValues, Sent>({
  form,
  texts,
  size,
}: DriverDetailsFieldProps<Values, Sent>) {
  const { t } = useTranslation('portal');
  const {
    register,
    formState: { errors },
  } = asDriverDetails(form);
  return (
    <TextInput
      size={size}
      label={t(`${texts}.licensePlate`)}
      error={errors.licensePlate?.message}
      {...register('licensePlate')}
    />
  );
}

/** The vehicle types with their names, in the order the forms offer them. */
export function useVehicleOptions(): { value: VehicleType; label: string }[] {
  const { t } = useTranslation('portal');
  return VEHICLE_TYPES.map((value) => ({ value, label: t(`vehicles.${value}`) }));
}
