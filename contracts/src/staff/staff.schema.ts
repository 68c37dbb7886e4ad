import { z } from 'zod';
import { isPlainName } from '../common/text';
import { Id } from '../common/ids';
import { API_MESSAGES } from '../errors/api-messages';

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
  .string({ error: 'Password must be at least 8 characters' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

const fullName = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(2, 'Full name must be at least 2 characters')
  .max(100, 'Full name must be at most 100 characters')
  .refine(isPlainName, 'Full name may not contain < or > or invisible characters');

/** A new back-office account with its initial password, handed over by the admin in person. */
export const CreateStaffInput = z
  .object({
    username: z
      .string({ error: 'Username must be at least 3 characters' })
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(50, 'Username must be at most 50 characters')
      .refine(isPlainName, 'Username may not contain < or > or invisible characters'),
    email: z.email('Please enter a valid email address').max(254),
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
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change')
  .meta({ id: 'UpdateStaffInput' });
export type UpdateStaffInput = z.infer<typeof UpdateStaffInput>;

/** A new password set by an admin; every session of the account ends. */
export const ResetStaffPasswordInput = z
  .object({ password })
  .meta({ id: 'ResetStaffPasswordInput' });
export type ResetStaffPasswordInput = z.infer<typeof ResetStaffPasswordInput>;
