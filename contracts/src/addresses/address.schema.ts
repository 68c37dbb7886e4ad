import { z } from 'zod';
import { Id } from '../common/ids';
import { vm, type PlainValidationCode } from '../errors/validation-messages';

export const AddressLabel = z.enum(['home', 'work', 'other']);
export type AddressLabel = z.infer<typeof AddressLabel>;

export const Address = z
  .object({
    id: Id,
    label: z.string(),
    streetAddress: z.string(),
    city: z.string(),
    state: z.string().nullable(),
    zipCode: z.string(),
    country: z.string(),
    additionalInfo: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

/** A required text field: missing, too short and too long each get a clear message. */
const requiredText = (
  min: number,
  max: number,
  required: PlainValidationCode,
  tooLong: PlainValidationCode,
) =>
  z
    .string({ error: vm(required) })
    .trim()
    .min(min, vm(required))
    .max(max, vm(tooLong));

const latitude = z
  .number({ error: vm('invalid_coordinates') })
  .min(-90, vm('latitude_range'))
  .max(90, vm('latitude_range'));
const longitude = z
  .number({ error: vm('invalid_coordinates') })
  .min(-180, vm('longitude_range'))
  .max(180, vm('longitude_range'));

/** The address fields every form shares, with the spec's messages. */
export const addressFields = {
  streetAddress: requiredText(5, 200, 'street_required', 'street_too_long'),
  city: requiredText(2, 100, 'city_required', 'city_too_long'),
  state: z.string().trim().max(100).optional(),
  zipCode: requiredText(2, 20, 'zip_code_required', 'zip_code_too_long'),
  country: requiredText(2, 100, 'country_required', 'country_too_long'),
  additionalInfo: z.string().trim().max(500).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
};

/** The saved-address form and the body of POST /api/addresses. */
export const CreateAddressInput = z
  .object({
    label: z
      .string()
      .trim()
      .min(2, vm('address_label_required'))
      .max(50, vm('address_label_required')),
    ...addressFields,
    isDefault: z.boolean().default(true),
  })
  .meta({ id: 'CreateAddressInput' });
export type CreateAddressInput = z.infer<typeof CreateAddressInput>;

/** The checkout address form of a signed-in customer. */
export const CheckoutAddressForm = z.object({
  label: z
    .string()
    .trim()
    .min(2, vm('address_label_required'))
    .max(50, vm('address_label_required')),
  ...addressFields,
  saveAddress: z.boolean().default(true),
  setAsDefault: z.boolean().default(false),
});
export type CheckoutAddressForm = z.infer<typeof CheckoutAddressForm>;

/**
 * The short form the location flow posts to save a verified point to the account:
 * {userId, streetAddress, latitude, longitude, isDefault}. userId is ignored (the caller owns
 * the address); the missing parts are filled on the server.
 */
export const SavedLocationInput = z
  .object({
    /** A body with a label is the address form, whose other fields are all required. */
    label: z
      .undefined()
      .optional()
      // OpenAPI has no "undefined"; the short form simply has no label.
      .meta({ type: 'null', description: 'Absent in the short form' }),
    streetAddress: addressFields.streetAddress,
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(100).optional(),
    zipCode: z.string().trim().max(20).optional(),
    country: z.string().trim().max(100).optional(),
    additionalInfo: z.string().trim().max(500).optional(),
    latitude,
    longitude,
    isDefault: z.boolean().default(true),
  })
  .meta({ id: 'SavedLocationInput' });
export type SavedLocationInput = z.infer<typeof SavedLocationInput>;

/** A body without a label but with coordinates is the location flow's short form. */
export function isSavedLocationShortForm(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const body = raw as Record<string, unknown>;
  return body.label === undefined && body.latitude !== undefined && body.longitude !== undefined;
}

/**
 * POST /api/addresses: the saved-address form, or the location flow's short form. A refused body
 * gets the message of the form it looks like (a body without a label but with coordinates is the
 * short form).
 */
export const SaveAddressInput = z
  .union([CreateAddressInput, SavedLocationInput], {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const form = isSavedLocationShortForm(issue.input) ? 1 : 0;
      const first = issue.errors[form]?.[0];
      if (!first) return undefined;
      return first.path.length > 0 && /^Invalid input/.test(first.message)
        ? `${first.path.join('.')}: ${first.message}`
        : first.message;
    },
  })
  .meta({ id: 'SaveAddressInput' });
export type SaveAddressInput = z.infer<typeof SaveAddressInput>;
