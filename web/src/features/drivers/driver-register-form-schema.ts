import { z } from 'zod';
import { DriverRegisterInput, type VehicleType } from '@shop/contracts';

/** The form: the api payload, with the agreement as a plain checkbox until it is ticked. */
export const DriverRegisterFormSchema = DriverRegisterInput.omit({
  agreementDate: true,
  agreementCheckboxes: true,
}).extend({
  agreementAccepted: z
    .boolean()
    .refine((accepted) => accepted, { message: 'You must accept the driver agreement' }),
});
export type DriverRegisterFormValues = z.input<typeof DriverRegisterFormSchema>;
export type DriverRegisterFormOutput = z.output<typeof DriverRegisterFormSchema>;

export const VEHICLE_LABELS: Record<VehicleType, string> = {
  bike: 'Bike',
  'e-bike': 'E-bike',
  scooter: 'Scooter',
  car: 'Car',
};

/** The payload of POST /api/driver/register, stamped with the moment the agreement was signed. */
export function toDriverRegisterInput(
  values: DriverRegisterFormOutput,
  signedAt: Date,
): DriverRegisterInput {
  return DriverRegisterInput.parse({
    ...values,
    agreementAccepted: true,
    agreementDate: signedAt.toISOString(),
    agreementCheckboxes: { driverAgreement: true },
  });
}
