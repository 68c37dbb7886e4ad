import type { Control, FieldErrors } from 'react-hook-form';
import type { StoreSettingsInput } from '@shop/contracts';

/** What every section of the store settings form receives from the one form. */
export interface SectionProps {
  control: Control<StoreSettingsInput>;
  errors: FieldErrors<StoreSettingsInput>;
}
