import { z } from 'zod';
import { Role } from '../auth/user.schema';
import { Id } from '../common/ids';
import { isPlainName } from '../common/text';
import { PushSubscriptionView } from '../push/push.schema';
import { Language } from './language';
import { vm } from '../errors/validation-messages';

export { Language } from './language';

/** The largest profile image the shop accepts, before it is re-encoded. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The side of the square a profile image is stored at. */
export const PROFILE_IMAGE_SIDE = 256;

/**
 * The status e-mails a customer may switch off. The order confirmation, the invoice, a
 * cancellation and a refund always go: they are about the customer's money.
 */
export const StatusEmailPreferences = z
  .object({
    readyForPickup: z.boolean(),
    outForDelivery: z.boolean(),
    delivered: z.boolean(),
  })
  .meta({ id: 'StatusEmailPreferences' });
export type StatusEmailPreferences = z.infer<typeof StatusEmailPreferences>;

export const DEFAULT_STATUS_EMAILS: StatusEmailPreferences = {
  readyForPickup: true,
  outForDelivery: true,
  delivered: true,
};

const password = z
  .string({ error: vm('password_too_short') })
  .min(6, vm('password_too_short'))
  .max(128, vm('password_too_long'));
const currentPassword = z
  .string({ error: vm('current_password_required') })
  .min(1, vm('current_password_required'))
  .max(128, vm('password_too_long'));

/** What /profile shows: the account, the contact details and the preferences. */
export const Profile = z
  .object({
    id: Id,
    username: z.string(),
    email: z.string().nullable(),
    /** A new address waiting for the click on the link sent to it. */
    pendingEmail: z.string().nullable(),
    role: Role,
    fullName: z.string(),
    phone: z.string(),
    profileImage: z.string().nullable(),
    language: Language,
    statusEmails: StatusEmailPreferences,
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

/** Body of PATCH /api/account/profile and the details form. */
export const ProfileUpdate = z
  .object({
    fullName: z
      .string()
      .trim()
      .max(100, vm('full_name_too_long'))
      .refine(isPlainName, vm('full_name_characters')),
    phone: z
      .string()
      .trim()
      .max(30, vm('phone_too_long'))
      .refine((v) => v === '' || /^\+?[0-9 ()-]{6,30}$/.test(v), vm('phone_invalid')),
    language: Language,
    statusEmails: StatusEmailPreferences,
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** Body of POST /api/account/email: the new address gets a link; the password proves it is you. */
export const EmailChangeInput = z
  .object({
    email: z
      .string({ error: vm('email_invalid') })
      .trim()
      .pipe(z.email(vm('email_invalid')).max(254)),
    password: currentPassword,
  })
  .meta({ id: 'EmailChangeInput' });
export type EmailChangeInput = z.infer<typeof EmailChangeInput>;

/** Body of POST /api/account/email/confirm: the token from the link. */
export const EmailConfirmInput = z
  .object({ token: z.string().min(1, vm('link_incomplete')).max(200) })
  .meta({ id: 'EmailConfirmInput' });
export type EmailConfirmInput = z.infer<typeof EmailConfirmInput>;

/** Body of POST /api/account/password. */
export const PasswordChangeInput = z
  .object({ currentPassword, newPassword: password })
  .meta({ id: 'PasswordChangeInput' });
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>;

/** The change-password form: the body plus a confirmation that never leaves the browser. */
export const PasswordChangeForm = PasswordChangeInput.extend({
  confirmPassword: z.string(),
}).refine((v) => v.newPassword === v.confirmPassword, {
  message: vm('passwords_do_not_match'),
  path: ['confirmPassword'],
});
export type PasswordChangeForm = z.infer<typeof PasswordChangeForm>;

/** Body of POST /api/account/delete. */
export const AccountDeleteInput = z
  .object({ password: currentPassword })
  .meta({ id: 'AccountDeleteInput' });
export type AccountDeleteInput = z.infer<typeof AccountDeleteInput>;

/** Body of POST /api/admin/customers/:id/erase: the back office confirms explicitly. */
export const CustomerEraseInput = z
  .object({
    confirm: z.literal(true, { error: vm('confirm_erasure') }),
  })
  .meta({ id: 'CustomerEraseInput' });
export type CustomerEraseInput = z.infer<typeof CustomerEraseInput>;

const exportedAddress = z.object({
  id: Id,
  label: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  additionalInfo: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isDefault: z.boolean(),
});

const exportedLine = z.object({
  name: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
});

/**
 * Everything the shop holds about one user, as the JSON file they download (and the back
 * office downloads for them). Money in integer cents.
 */
export const AccountExport = z
  .object({
    exportedAt: z.iso.datetime({ offset: true }),
    account: z.object({
      id: Id,
      username: z.string(),
      email: z.string().nullable(),
      role: Role,
      fullName: z.string(),
      phone: z.string(),
      language: Language,
      statusEmails: StatusEmailPreferences,
      hasProfileImage: z.boolean(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
    addresses: z.array(exportedAddress),
    orders: z.array(
      z.object({
        id: Id,
        createdAt: z.iso.datetime({ offset: true }),
        status: z.string(),
        paymentStatus: z.string(),
        deliveryType: z.string(),
        customerName: z.string(),
        customerEmail: z.string(),
        customerPhone: z.string(),
        deliveryAddress: z.unknown().nullable(),
        barName: z.string().nullable(),
        orderNotes: z.string().nullable(),
        totalCents: z.number().int(),
        items: z.array(exportedLine),
      }),
    ),
    merchandiseOrders: z.array(
      z.object({
        id: Id,
        createdAt: z.iso.datetime({ offset: true }),
        status: z.string(),
        paymentStatus: z.string(),
        customerName: z.string(),
        customerEmail: z.string(),
        customerPhone: z.string(),
        shippingAddress: z.object({
          line1: z.string(),
          line2: z.string(),
          city: z.string(),
          state: z.string(),
          postalCode: z.string(),
          country: z.string(),
        }),
        totalCents: z.number().int(),
        items: z.array(exportedLine),
      }),
    ),
    notifications: z.array(
      z.object({
        title: z.string(),
        message: z.string(),
        read: z.boolean(),
        createdAt: z.iso.datetime({ offset: true }),
      }),
    ),
    /** The devices they opted in to push notifications. */
    pushSubscriptions: z.array(PushSubscriptionView),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof AccountExport>;

/** The e-mails about a customer's own account. */
export const AccountEmailKind = z.enum(['email-change', 'data-export', 'account-deleted']);
export type AccountEmailKind = z.infer<typeof AccountEmailKind>;
