import { z } from 'zod';
import { isPlainName } from '../common/text';
import { Id } from '../common/ids';
import { API_MESSAGES } from '../errors/api-messages';
import { vm } from '../errors/validation-messages';

/** The roles a back-office account can hold. */
export const StaffRole = z.enum(['staff', 'admin']);
export type StaffRole = z.infer<typeof StaffRole>;

export const LAST_ADMIN = API_MESSAGES.last_admin;
export const NOT_YOURSELF = API_MESSAGES.self;
export const ACCOUNT_DEACTIVATED = API_MESSAGES.account_deactivated;

export const StaffAccount = z
  .object({
    id: Id,
    username: z.string(),
    email: z.string().nullable(),
    fullName: z.string().nullable(),
    role: StaffRole,
    isActive: z.boolean(),
    createdAt: z.string(),
    deactivatedAt: z.string().nullable(),
    /** The last time one of the account's sessions was used. */
    lastSeenAt: z.string().nullable(),
  })
  .meta({ id: 'StaffAccount' });
export type StaffAccount = z.infer<typeof StaffAccount>;

export const StaffList = z.array(StaffAccount);

const password = z
  .string({ error: vm('staff_password_too_short') })
  .min(8, vm('staff_password_too_short'))
  .max(128, vm('password_too_long'));

const fullName = z
  .string({ error: vm('full_name_required') })
  .trim()
  .min(2, vm('full_name_too_short'))
  .max(100, vm('full_name_too_long'))
  .refine(isPlainName, vm('full_name_characters'));

/** A new back-office account with its initial password, handed over by the admin in person. */
export const CreateStaffInput = z
  .object({
    username: z
      .string({ error: vm('username_too_short') })
      .trim()
      .min(3, vm('username_too_short'))
      .max(50, vm('username_too_long'))
      .refine(isPlainName, vm('username_characters')),
    email: z.email(vm('email_invalid')).max(254),
    fullName,
    role: StaffRole,
    password,
  })
  .meta({ id: 'CreateStaffInput' });
export type CreateStaffInput = z.infer<typeof CreateStaffInput>;

export const UpdateStaffInput = z
  .object({
    fullName: fullName.optional(),
    role: StaffRole.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, vm('nothing_to_change'))
  .meta({ id: 'UpdateStaffInput' });
export type UpdateStaffInput = z.infer<typeof UpdateStaffInput>;

/** A new password set by an admin; every session of the account ends. */
export const ResetStaffPasswordInput = z
  .object({ password })
  .meta({ id: 'ResetStaffPasswordInput' });
export type ResetStaffPasswordInput = z.infer<typeof ResetStaffPasswordInput>;
