import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Controller, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Select, Stack } from '@mantine/core';
import { MerchandiseCategory, MerchandiseInput, type AdminMerchandiseItem } from '@shop/contracts';
import type { z } from 'zod';
import { localized } from '@/lib/localized-resolver';
import { SaveOrCancelButtons, useCatalogueForm } from './catalogue-form';
import { NameAndDescriptionFields, PhotoField, PriceField, SwitchField } from './sellable-fields';

/** A merchandise category's name, as the form's choice and the lists say it. */
export const MERCHANDISE_CATEGORY_NAMES: Record<MerchandiseCategory, () => string> = {
  Hoodie: m.adminCatalogue_merchandise_categories_Hoodie,
  'T-Shirt': m.adminCatalogue_merchandise_categories_TShirt,
  Sweatshirt: m.adminCatalogue_merchandise_categories_Sweatshirt,
  Hat: m.adminCatalogue_merchandise_categories_Hat,
  Accessory: m.adminCatalogue_merchandise_categories_Accessory,
  Lighter: m.adminCatalogue_merchandise_categories_Lighter,
};

type Values = z.input<typeof MerchandiseInput>;
const FIELDS: Path<Values>[] = ['name', 'description', 'price', 'image', 'category'];

interface MerchandiseFormProps {
  item: AdminMerchandiseItem | null;
  onSubmit: (values: MerchandiseInput) => Promise<unknown>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

export function MerchandiseForm({ item, onSubmit, onCancel, onDirtyChange }: MerchandiseFormProps) {
  useLanguage();
  const { form, submit } = useCatalogueForm<Values, MerchandiseInput>({
    resolver: localized(zodResolver(MerchandiseInput)),
    defaultValues: item
      ? {
          name: item.name,
          description: item.description,
          price: item.price,
          image: item.image,
          category: item.category,
          available: item.available,
        }
      : { name: '', description: '', price: 0, image: null, category: 'T-Shirt', available: true },
    serverCheckedFields: FIELDS,
    onSubmit,
    onDirtyChange,
  });
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <NameAndDescriptionFields form={form} />
        <Group grow align="flex-start">
          <PriceField form={form} />
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                label={m.adminCatalogue_category()}
                data={MerchandiseCategory.options.map((c) => ({
                  value: c,
                  label: MERCHANDISE_CATEGORY_NAMES[c](),
                }))}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                allowDeselect={false}
                error={errors.category?.message}
              />
            )}
          />
        </Group>
        <PhotoField form={form} uploadUrl="/api/admin/merchandise/images" />
        <SwitchField control={control} name="available" label={m.adminCatalogue_onSale()} />
        <SaveOrCancelButtons
          onCancel={onCancel}
          submitting={isSubmitting}
          adding={!item}
          addLabel={m.adminCatalogue_merchandise_addItem()}
        />
      </Stack>
    </form>
  );
}
