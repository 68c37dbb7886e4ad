import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Controller, useFieldArray, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  MenuItemInput,
  type AdminCategory,
  type AdminMenuItem,
  type MenuItemFormValues,
} from '@shop/contracts';
import { localized } from '@/lib/localized-resolver';
import { FormMoneyField } from '../shared/money-field';
import { useComboChoices } from './api';
import { SaveOrCancelButtons, useCatalogueForm } from './catalogue-form';
import { NameAndDescriptionFields, PhotoField, PriceField, SwitchField } from './sellable-fields';

const FIELDS: Path<MenuItemFormValues>[] = [
  'name',
  'description',
  'price',
  'image',
  'categoryId',
  'nutritionInfo',
  'tebiId',
  'preparationTime',
  'quantityPerOrder',
  'tags',
  'taxRate',
  'comboOptions',
  'options',
];

const SWITCHES = [
  'available',
  'featured',
  'isVegetarian',
  'isVegan',
  'isGlutenFree',
  'barMenu',
  'hideImage',
  'isComboMeal',
] as const;
const SWITCH_NAMES: Record<(typeof SWITCHES)[number], () => string> = {
  available: m.adminCatalogue_menuItemForm_switches_available,
  featured: m.adminCatalogue_menuItemForm_switches_featured,
  isVegetarian: m.adminCatalogue_menuItemForm_switches_isVegetarian,
  isVegan: m.adminCatalogue_menuItemForm_switches_isVegan,
  isGlutenFree: m.adminCatalogue_menuItemForm_switches_isGlutenFree,
  barMenu: m.adminCatalogue_menuItemForm_switches_barMenu,
  hideImage: m.adminCatalogue_menuItemForm_switches_hideImage,
  isComboMeal: m.adminCatalogue_menuItemForm_switches_isComboMeal,
};
const COMBO_NAMES = {
  sandwich: m.adminCatalogue_menuItemForm_combo_sandwich,
  drink: m.adminCatalogue_menuItemForm_combo_drink,
  sauce: m.adminCatalogue_menuItemForm_combo_sauce,
};

/** The form's values for an item, or for a new one in `categoryId`. */
export function menuItemValues(
  item: AdminMenuItem | null,
  categoryId?: number,
): MenuItemFormValues {
  if (!item) {
    return {
      name: '',
      description: '',
      price: 0,
      image: null,
      categoryId: categoryId ?? 0,
      available: true,
      featured: false,
      nutritionInfo: null,
      tebiId: null,
      preparationTime: 10,
      quantityPerOrder: 1,
      isVegetarian: false,
      isVegan: false,
      isGlutenFree: false,
      hideImage: false,
      tags: [],
      taxRate: 0.09,
      barMenu: false,
      isComboMeal: false,
      comboOptions: null,
      drinkPriceModifiers: null,
      options: [],
    };
  }
  let tags: string[] = [];
  try {
    const parsed: unknown = JSON.parse(item.tags);
    if (Array.isArray(parsed)) tags = parsed.filter((t): t is string => typeof t === 'string');
  } catch {
    tags = [];
  }
  return {
    name: item.name,
    description: item.description,
    price: item.price,
    image: item.image,
    categoryId: item.categoryId,
    available: item.available,
    featured: item.featured,
    nutritionInfo: item.nutritionInfo,
    tebiId: item.tebiId,
    preparationTime: item.preparationTime,
    quantityPerOrder: item.quantityPerOrder,
    isVegetarian: item.isVegetarian,
    isVegan: item.isVegan,
    isGlutenFree: item.isGlutenFree,
    hideImage: item.hideImage,
    tags,
    taxRate: item.taxRate === 0.21 ? 0.21 : 0.09,
    barMenu: item.barMenu,
    isComboMeal: item.isComboMeal,
    comboOptions: item.comboOptions,
    drinkPriceModifiers: item.drinkPriceModifiers,
    options: item.options.map((o) => ({
      id: o.id,
      name: o.name,
      value: o.value,
      priceAdd: o.priceAdd,
    })),
  };
}

/** NumberInput answers '' when emptied; the schema then says the number is missing. */
const numberOrUndefined = (value: number | string) =>
  typeof value === 'number' ? value : value === '' ? undefined : Number(value);

interface MenuItemFormProps {
  item: AdminMenuItem | null;
  categories: readonly AdminCategory[];
  onSubmit: (values: MenuItemInput) => Promise<unknown>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** Every field of a menu item, checked with the api's own schema before it is sent. */
export function MenuItemForm({
  item,
  categories,
  onSubmit,
  onCancel,
  onDirtyChange,
}: MenuItemFormProps) {
  useLanguage();
  const { form, submit } = useCatalogueForm<MenuItemFormValues, MenuItemInput>({
    resolver: localized(zodResolver(MenuItemInput)),
    defaultValues: menuItemValues(item, categories[0]?.id),
    serverCheckedFields: FIELDS,
    onSubmit,
    onDirtyChange,
  });
  const {
    control,
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const options = useFieldArray({ control, name: 'options' });
  const isCombo = watch('isComboMeal');
  const combo = useComboChoices(isCombo === true);

  const choicesOf = (kind: 'sandwich' | 'drink' | 'sauce') =>
    (combo.data ?? [])
      .filter((c) => c.kind === kind)
      .map((c) => ({
        value: String(c.id),
        label: c.available ? c.name : m.adminCatalogue_menuItemForm_choiceOff({ name: c.name }),
      }));
  const comboKey = { sandwich: 'sandwichIds', drink: 'drinkIds', sauce: 'sauceIds' } as const;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <NameAndDescriptionFields form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PriceField form={form} step={0.5} />
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <Select
                label={m.adminCatalogue_category()}
                withAsterisk
                data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(v ? Number(v) : 0)}
                error={errors.categoryId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="taxRate"
            render={({ field }) => (
              <Select
                label={m.adminCatalogue_menuItemForm_vatRate()}
                data={[
                  { value: '0.09', label: m.adminCatalogue_menuItemForm_vatFood() },
                  { value: '0.21', label: m.adminCatalogue_menuItemForm_vatAlcohol() },
                ]}
                value={String(field.value)}
                onChange={(v) => field.onChange(Number(v))}
                allowDeselect={false}
                error={errors.taxRate?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="preparationTime"
            render={({ field }) => (
              <NumberInput
                label={m.adminCatalogue_menuItemForm_preparationTime()}
                min={0}
                allowDecimal={false}
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(v) => field.onChange(numberOrUndefined(v))}
                error={errors.preparationTime?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="quantityPerOrder"
            render={({ field }) => (
              <NumberInput
                label={m.adminCatalogue_menuItemForm_piecesPerPortion()}
                min={1}
                allowDecimal={false}
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(v) => field.onChange(numberOrUndefined(v))}
                error={errors.quantityPerOrder?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="tebiId"
            render={({ field }) => (
              <TextInput
                label={m.adminCatalogue_menuItemForm_tebiId()}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.currentTarget.value || null)}
                error={errors.tebiId?.message}
              />
            )}
          />
        </SimpleGrid>
        <PhotoField form={form} uploadUrl="/api/admin/menu/images" />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {SWITCHES.map((name) => (
            <SwitchField key={name} control={control} name={name} label={SWITCH_NAMES[name]()} />
          ))}
        </SimpleGrid>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              label={m.adminCatalogue_menuItemForm_tags()}
              description={m.adminCatalogue_menuItemForm_tagsHelp()}
              value={field.value ?? []}
              onChange={field.onChange}
              error={errors.tags?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="nutritionInfo"
          render={({ field }) => (
            <Textarea
              label={m.adminCatalogue_menuItemForm_nutrition()}
              autosize
              minRows={2}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value || null)}
              error={errors.nutritionInfo?.message}
            />
          )}
        />

        {isCombo && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {m.adminCatalogue_menuItemForm_comboChoices()}
            </Text>
            {(['sandwich', 'drink', 'sauce'] as const).map((kind) => (
              <Controller
                key={kind}
                control={control}
                name="comboOptions"
                render={({ field }) => (
                  <MultiSelect
                    label={COMBO_NAMES[kind]()}
                    data={choicesOf(kind)}
                    value={(field.value?.[comboKey[kind]] ?? []).map(String)}
                    onChange={(ids) => {
                      const next = { ...(field.value ?? {}) };
                      if (ids.length > 0) next[comboKey[kind]] = ids.map(Number);
                      else delete next[comboKey[kind]];
                      field.onChange(next);
                    }}
                  />
                )}
              />
            ))}
          </Stack>
        )}

        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {m.adminCatalogue_menuItemForm_options()}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                options.append({
                  name: m.adminCatalogue_menuItemForm_newOptionGroup(),
                  value: '',
                  priceAdd: 0,
                })
              }
            >
              {m.adminCatalogue_menuItemForm_addOption()}
            </Button>
          </Group>
          {options.fields.map((option, index) => (
            <Group key={option.id} align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={m.adminCatalogue_menuItemForm_optionGroup({ number: index + 1 })}
                placeholder={m.adminCatalogue_menuItemForm_optionGroupPlaceholder()}
                {...register(`options.${index}.name`)}
                error={errors.options?.[index]?.name?.message}
              />
              <TextInput
                aria-label={m.adminCatalogue_menuItemForm_optionName({ number: index + 1 })}
                placeholder={m.adminCatalogue_menuItemForm_optionNamePlaceholder()}
                {...register(`options.${index}.value`)}
                error={errors.options?.[index]?.value?.message}
                style={{ flex: 1 }}
              />
              <FormMoneyField
                control={control}
                name={`options.${index}.priceAdd`}
                holds="euros"
                aria-label={m.adminCatalogue_menuItemForm_optionPrice({ number: index + 1 })}
                min={0}
                w={100}
                emptyAs="undefined"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={m.adminCatalogue_menuItemForm_removeOption({ number: index + 1 })}
                onClick={() => options.remove(index)}
                mt={4}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>

        <SaveOrCancelButtons
          mt="sm"
          onCancel={onCancel}
          submitting={isSubmitting}
          adding={!item}
          addLabel={m.adminCatalogue_menuItems_addDish()}
        />
      </Stack>
    </form>
  );
}
