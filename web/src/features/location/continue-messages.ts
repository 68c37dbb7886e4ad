import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';

export const VALID_ADDRESS_REQUIRED = {
  title: 'Valid Address Required',
  message: 'Please select a valid delivery address before continuing.',
} as const;

export const ADDRESS_REQUIRED = {
  title: 'Address Required',
  message: 'Please enter an address to check if we deliver there.',
} as const;

/** The simple page's wording for an empty field. */
export const ADDRESS_REQUIRED_TO_VALIDATE = {
  title: 'Address required',
  message: 'Please enter an address to validate',
} as const;

export const SAVE_LOCATION_FAILED = 'There was a problem saving your location';

/** A map point whose address could not be looked up needs the street typed before going on. */
export const STREET_REQUIRED = {
  title: 'Street Required',
  message: 'Please type your street and house number so we know where to deliver.',
} as const;

/** One of these notices as an error toast, in the shop's language (the wording stays English here). */
export const notifyNotice = ({ title, message }: { title: string; message: string }) =>
  notify.error(localizeMessage(title), localizeMessage(message));
