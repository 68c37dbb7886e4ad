import { m } from '@/i18n/paraglide/messages';
import type { PlaceKind } from './place-list-page';

/** The texts that each kind of place has in its own words. */
type PlaceText =
  | 'title'
  | 'intro'
  | 'new'
  | 'edit'
  | 'deleteTitle'
  | 'deleted'
  | 'couldNotDelete'
  | 'couldNotLoad'
  | 'none'
  | 'form'
  | 'saved'
  | 'couldNotSave'
  | 'slugHelp'
  | 'qrTitle';

/** What a list of places and its form say, by the kind of place. */
export const PLACE_TEXTS: Record<PlaceKind, Record<PlaceText, () => string>> = {
  location: {
    title: m.adminPlaces_location_title,
    intro: m.adminPlaces_location_intro,
    new: m.adminPlaces_location_new,
    edit: m.adminPlaces_location_edit,
    deleteTitle: m.adminPlaces_location_deleteTitle,
    deleted: m.adminPlaces_location_deleted,
    couldNotDelete: m.adminPlaces_location_couldNotDelete,
    couldNotLoad: m.adminPlaces_location_couldNotLoad,
    none: m.adminPlaces_location_none,
    form: m.adminPlaces_location_form,
    saved: m.adminPlaces_location_saved,
    couldNotSave: m.adminPlaces_location_couldNotSave,
    slugHelp: m.adminPlaces_location_slugHelp,
    qrTitle: m.adminPlaces_location_qrTitle,
  },
  bar: {
    title: m.adminPlaces_bar_title,
    intro: m.adminPlaces_bar_intro,
    new: m.adminPlaces_bar_new,
    edit: m.adminPlaces_bar_edit,
    deleteTitle: m.adminPlaces_bar_deleteTitle,
    deleted: m.adminPlaces_bar_deleted,
    couldNotDelete: m.adminPlaces_bar_couldNotDelete,
    couldNotLoad: m.adminPlaces_bar_couldNotLoad,
    none: m.adminPlaces_bar_none,
    form: m.adminPlaces_bar_form,
    saved: m.adminPlaces_bar_saved,
    couldNotSave: m.adminPlaces_bar_couldNotSave,
    slugHelp: m.adminPlaces_bar_slugHelp,
    qrTitle: m.adminPlaces_bar_qrTitle,
  },
};
