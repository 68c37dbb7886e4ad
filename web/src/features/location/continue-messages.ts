import { m } from '@/i18n/paraglide/messages';
import { notify } from '@/lib/notify';

/** A notice's title and text, each said in the shop's language when it is shown. */
export interface Notice {
  title: () => string;
  message: () => string;
}

export const VALID_ADDRESS_REQUIRED: Notice = {
  title: m.orders_location_validAddressTitle,
  message: m.orders_location_validAddressText,
};

export const ADDRESS_REQUIRED: Notice = {
  title: m.orders_location_addressRequiredTitle,
  message: m.orders_location_addressRequiredText,
};

/** The simple page's wording for an empty field. */
export const ADDRESS_REQUIRED_TO_VALIDATE: Notice = {
  title: m.orders_location_addressToValidateTitle,
  message: m.orders_location_addressToValidateText,
};

export const SAVE_LOCATION_FAILED = m.orders_location_saveFailed;

/** A map point whose address could not be looked up needs the street typed before going on. */
export const STREET_REQUIRED: Notice = {
  title: m.orders_location_streetRequiredTitle,
  message: m.orders_location_streetRequiredText,
};

/** One of these notices as an error toast, in the shop's language. */
export const notifyNotice = ({ title, message }: Notice) => notify.error(title(), message());
