import { z } from 'zod';
import { Id } from '../common/ids';
import { Latitude, Longitude } from '../common/geo';

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

/** The address fields every form shares, with the spec's messages. */
export const addressFields = {
  streetAddress: z.string().trim().min(5, 'Street address is required').max(200),
  city: z.string().trim().min(2, 'City is required').max(100),
  state: z.string().trim().max(100).optional(),
  zipCode: z.string().trim().min(2, 'Zip/Postal code is required').max(20),
  country: z.string().trim().min(2, 'Country is required').max(100),
  additionalInfo: z.string().trim().max(500).optional(),
  latitude: Latitude.optional(),
  longitude: Longitude.optional(),
};

/** The saved-address form and the body of POST /api/addresses. */
export const CreateAddressInput = z
  .object({
    label: z
      .string()
      .trim()
      .min(2, 'Address label is required')
      .max(50, 'Address label is required'),
    ...addressFields,
    isDefault: z.boolean().default(true),
  })
  .meta({ id: 'CreateAddressInput' });
export type CreateAddressInput = z.infer<typeof CreateAddressInput>;

/** The checkout address form of a signed-in customer. */
export const CheckoutAddressForm = z.object({
  label: z.string().trim().min(2, 'Address label is required').max(50, 'Address label is required'),
  ...addressFields,
  saveAddress: z.boolean().default(true),
  setAsDefault: z.boolean().default(false),
});
export type CheckoutAddressForm = z.infer<typeof CheckoutAddressForm>;
