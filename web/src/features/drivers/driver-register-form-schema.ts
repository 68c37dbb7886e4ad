import { z } from 'zod';
import {
  AgreementSignatureFields,
  DRIVER_AGREEMENT_VERSION,
  DriverRegisterInput,
  EMPTY_SIGNATURE,
  SignatureInput,
  vm,
  type VehicleType,
} from '@shop/contracts';

/**
 * The form: the api payload without what the page fills in itself (version, date), with the
 * agreement as a plain checkbox until it is ticked and the signature empty until drawn.
 */
export const DriverRegisterFormSchema = DriverRegisterInput.omit({
  agreementDate: true,
  agreementVersion: true,
  signature: true,
}).extend({
  agreementAccepted: z
    .boolean()
    .refine((accepted) => accepted, { message: vm('agreement_required') }),
  agreementCheckboxes: AgreementSignatureFields.agreementCheckboxes,
  signature: SignatureInput.nullable().refine((s) => s !== null, EMPTY_SIGNATURE),
});
export type DriverRegisterFormValues = z.input<typeof DriverRegisterFormSchema>;
export type DriverRegisterFormOutput = z.output<typeof DriverRegisterFormSchema>;

/** The fields of the first step, checked before the agreement is shown. */
export const DETAIL_FIELDS = [
  'fullName',
  'email',
  'username',
  'password',
  'phone',
  'vehicleType',
  'licensePlate',
  'licenseNumber',
] as const satisfies readonly (keyof DriverRegisterFormValues)[];

/** The vehicle types in the order the forms offer them; their names are the portal's texts. */
export const VEHICLE_TYPES: readonly VehicleType[] = ['bike', 'e-bike', 'scooter', 'car'];

/** The payload of POST /api/driver/register, stamped with the moment the agreement was signed. */
export function toDriverRegisterInput(
  values: DriverRegisterFormOutput,
  signedAt: Date,
): DriverRegisterInput {
  return DriverRegisterInput.parse({
    ...values,
    agreementAccepted: true,
    agreementDate: signedAt.toISOString(),
    agreementVersion: DRIVER_AGREEMENT_VERSION,
  });
}
