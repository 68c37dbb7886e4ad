import { z } from 'zod';
import { Id } from '../common/ids';
import { USERNAME_CHARACTERS, User } from '../auth/user.schema';
import { isPlainName } from '../common/text';

export const VehicleType = z.enum(['bike', 'e-bike', 'scooter', 'car']);
export type VehicleType = z.infer<typeof VehicleType>;

export const Driver = z
  .object({
    id: Id,
    userId: Id,
    fullName: z.string(),
    phone: z.string(),
    vehicleType: VehicleType,
    licensePlate: z.string(),
    licenseNumber: z.string(),
    isActive: z.boolean(),
    agreementAccepted: z.boolean(),
    agreementDate: z.string().nullable(),
  })
  .meta({ id: 'Driver' });
export type Driver = z.infer<typeof Driver>;

export const DriverRegisterInput = z
  .object({
    username: z
      .string()
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(50)
      .refine(isPlainName, USERNAME_CHARACTERS),
    password: z.string().min(6, 'Password must be at least 6 characters').max(128),
    email: z.email('Please enter a valid email address').max(254),
    fullName: z
      .string()
      .trim()
      .min(2, 'Full name is required')
      .max(100)
      .refine(isPlainName, 'Full name may not contain < or > or invisible characters'),
    phone: z.string().trim().max(30).default(''),
    vehicleType: VehicleType.default('bike'),
    licensePlate: z.string().trim().max(20).default(''),
    licenseNumber: z.string().trim().max(40).default(''),
    agreementAccepted: z.literal(true, { error: 'You must accept the driver agreement' }),
    agreementDate: z.string().max(40).optional(),
    digitalSignature: z.string().trim().min(2, 'Please sign the agreement').max(100),
    agreementCheckboxes: z.record(z.string().max(60), z.boolean()).default({}),
  })
  .meta({ id: 'DriverRegisterInput' });
export type DriverRegisterInput = z.infer<typeof DriverRegisterInput>;

export const DriverSession = z
  .object({ token: z.string().optional(), user: User, driver: Driver })
  .meta({ id: 'DriverSession' });
export type DriverSession = z.infer<typeof DriverSession>;
