import { z } from 'zod';
import { Id } from '../common/ids';
import { USERNAME_CHARACTERS, User } from '../auth/user.schema';
import { isPlainName } from '../common/text';
import {
  AgreementSignatureFields,
  DRIVER_AGREEMENT_VERSION,
  SignatureInput,
  SignedAgreement,
} from './driver-agreement';
import { vm } from '../errors/validation-messages';

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
      .min(3, vm('username_too_short'))
      .max(50)
      .refine(isPlainName, USERNAME_CHARACTERS),
    password: z.string().min(6, vm('password_too_short')).max(128),
    email: z.email(vm('email_invalid')).max(254),
    fullName: z
      .string()
      .trim()
      .min(2, vm('full_name_required'))
      .max(100)
      .refine(isPlainName, vm('full_name_characters')),
    phone: z.string().trim().max(30).default(''),
    vehicleType: VehicleType.default('bike'),
    licensePlate: z.string().trim().max(20).default(''),
    licenseNumber: z.string().trim().max(40).default(''),
    agreementAccepted: z.literal(true, { error: vm('agreement_required') }),
    /** The browser's clock; kept in the payload for the spec, the server stores its own time. */
    agreementDate: z.string().max(40).optional(),
    /** The signer's full name, typed under the agreement (the drawn signature is `signature`). */
    digitalSignature: z.string().trim().min(2, vm('sign_name_required')).max(100),
    ...AgreementSignatureFields,
    /**
     * The version read. The spec's payload has no version: a client written from it signs the
     * version in force, whose text and boxes it was shown.
     */
    agreementVersion: AgreementSignatureFields.agreementVersion.default(DRIVER_AGREEMENT_VERSION),
    /** The drawn signature; the spec's payload has only the typed name, which is enough. */
    signature: SignatureInput.optional(),
  })
  .meta({ id: 'DriverRegisterInput' });
export type DriverRegisterInput = z.infer<typeof DriverRegisterInput>;

export const DriverSession = z
  .object({ token: z.string().optional(), user: User, driver: Driver })
  .meta({ id: 'DriverSession' });
export type DriverSession = z.infer<typeof DriverSession>;

const Phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+0-9 ()-]*$/, vm('driver_phone_characters'));

/** PATCH /api/driver/profile: what a driver may change about themselves. */
export const DriverProfileInput = z
  .object({
    phone: Phone,
    vehicleType: VehicleType,
    licensePlate: z.string().trim().max(20).refine(isPlainName, vm('licence_plate_characters')),
  })
  .meta({ id: 'DriverProfileInput' });
export type DriverProfileInput = z.infer<typeof DriverProfileInput>;

const NewPassword = z
  .string()
  .min(6, vm('password_too_short'))
  .max(128, vm('driver_password_too_long'));

/** POST /api/driver/password: the current password proves it is the driver at the keyboard. */
export const ChangePasswordInput = z
  .object({
    currentPassword: z.string().min(1, vm('driver_current_password_required')).max(128),
    newPassword: NewPassword,
  })
  .meta({ id: 'ChangePasswordInput' });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** POST /api/driver/forgot-password. */
export const ForgotPasswordInput = z
  .object({ email: z.email(vm('email_invalid')).max(254) })
  .meta({ id: 'ForgotPasswordInput' });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

/** The one answer to every forgot-password request, whether the address is known or not. */
export const FORGOT_PASSWORD_ANSWER =
  'If a driver account uses this email address, we have sent it a link to reset the password. The link works once, for one hour.';

/** POST /api/driver/reset-password: the token from the e-mailed link and the new password. */
export const ResetPasswordInput = z
  .object({
    token: z.string().min(1, vm('reset_link_incomplete')).max(200),
    password: NewPassword,
  })
  .meta({ id: 'ResetPasswordInput' });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** A driver as the back office sees it: account, status and the agreement's evidence. */
export const AdminDriver = Driver.extend({
  username: z.string(),
  email: z.string().nullable(),
  isOnline: z.boolean(),
  createdAt: z.string(),
  agreement: SignedAgreement.extend({
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    /** The version signed is the current one. */
    current: z.boolean(),
  }),
}).meta({ id: 'AdminDriver' });
export type AdminDriver = z.infer<typeof AdminDriver>;

export const AdminDriverList = z
  .object({ drivers: z.array(AdminDriver) })
  .meta({ id: 'AdminDriverList' });
export type AdminDriverList = z.infer<typeof AdminDriverList>;

/** PATCH /api/admin/drivers/:id. */
export const AdminDriverUpdate = z
  .object({ isActive: z.boolean() })
  .meta({ id: 'AdminDriverUpdate' });
export type AdminDriverUpdate = z.infer<typeof AdminDriverUpdate>;
