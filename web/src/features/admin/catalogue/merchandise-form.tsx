import { useEffect } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { MerchandiseCategory, MerchandiseInput, type AdminMerchandiseItem } from '@shop/contracts';
import { useTranslation } from '@/i18n/react';
import type { z } from 'zod';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import { FormMoneyField } from '../shared/money-field';
import { ImageField } from './image-field';

type Values = z.input<typeof MerchandiseInput>;
const FIELDS: Path<Values>[] = ['name', 'description', 'price', 'image', 'category'];

interface MerchandiseFormProps {
  item: AdminMerchandiseItem | null;
  onSubmit: (values: MerchandiseInput) => Promise<unknown>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

export function MerchandiseForm({ item, onSubmit, onCancel, onDirtyChange }: MerchandiseFormProps) {
  const { t } = useTranslation('admin');
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values, unknown, MerchandiseInput>({
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
  });
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('catalogue.name')}
          withAsterisk
          {...register('name')}
          error={errors.name?.message}
        />
        <Textarea
          label={t('catalogue.description')}
          autosize
          minRows={2}
          {...register('description')}
          error={errors.description?.message}
        />
        <Group grow align="flex-start">
          <FormMoneyField
            control={control}
            name="price"
            holds="euros"
            label={t('catalogue.priceEuros')}
            withAsterisk
            min={0}
            emptyAs="undefined"
          />
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                label={t('catalogue.category')}
                data={MerchandiseCategory.options.map((c) => ({
                  value: c,
                  label: t(`merchandise.categories.${c}`),
                }))}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                allowDeselect={false}
                error={errors.category?.message}
              />
            )}
          />
        </Group>
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ImageField
              uploadUrl="/api/admin/merchandise/images"
              value={field.value ?? null}
              onChange={field.onChange}
              error={errors.image?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="available"
          render={({ field }) => (
            <Switch
              label={t('catalogue.onSale')}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('catalogue.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {item ? t('catalogue.saveChanges') : t('merchandise.addItem')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
