import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { AdminBarInput, type AdminBar, type AdminBarFormValues } from '@shop/contracts';
import { FormNumberField } from '../shared/number-field';
import { PlaceForm } from './place-form';
import { useSaveBar } from './api';

const EMPTY: AdminBarFormValues = {
  slug: '',
  name: '',
  address: '',
  latitude: Number.NaN,
  longitude: Number.NaN,
  active: true,
  commissionPercent: 10,
};

const FIELDS = [
  'slug',
  'name',
  'address',
  'latitude',
  'longitude',
  'active',
  'commissionPercent',
] as const;

interface Props {
  bar: AdminBar | null;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/** A partner bar: its page (/bar/<slug>), where it is, and the commission it earns. */
export function BarForm({ bar, ...props }: Props) {
  useLanguage();
  return (
    <PlaceForm<AdminBarFormValues, AdminBarInput>
      {...props}
      kind="bar"
      schema={AdminBarInput}
      values={bar ?? EMPTY}
      id={bar?.id ?? null}
      fields={FIELDS}
      slug="slug"
      save={useSaveBar()}
    >
      {(form) => (
        <FormNumberField
          control={form.control}
          name="commissionPercent"
          label={m.adminPlaces_bar_commission()}
          description={m.adminPlaces_bar_commissionHelp()}
          suffix=" %"
          decimalScale={2}
          min={0}
          max={100}
          required
        />
      )}
    </PlaceForm>
  );
}
