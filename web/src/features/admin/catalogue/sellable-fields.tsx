import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { Switch, TextInput, Textarea } from '@mantine/core';
import { FormMoneyField } from '../shared/money-field';
import { ImageField } from './image-field';

/** The fields a dish and a piece of merchandise have alike, as their forms hold them. */
export interface SellableFormValues {
  name: string;
  description: string;
  price: number;
  image: string | null;
  available: boolean;
}

/**
 * The form as the shared fields see it. Every form passed here holds the sellable fields, but
 * react-hook-form's types cannot follow a field name through a generic form, so it is widened.
 */
const asSellable = <Values extends SellableFormValues, Sent>(
  form: UseFormReturn<Values, unknown, Sent>,
) => form as unknown as UseFormReturn<SellableFormValues>;

interface SellableFieldProps<Values extends SellableFormValues, Sent> {
  form: UseFormReturn<Values, unknown, Sent>;
}

/** The name (required) and the description, at the top of the form. */
export function NameAndDescriptionFields<Values extends SellableFormValues, Sent>({
  form,
}: SellableFieldProps<Values, Sent>) {
  useLanguage();
  const {
    register,
    formState: { errors },
  } = asSellable(form);
  return (
    <>
      <TextInput
        label={m.adminCatalogue_name()}
        withAsterisk
        {...register('name')}
        error={errors.name?.message}
      />
      <Textarea
        label={m.adminCatalogue_description()}
        autosize
        minRows={2}
        {...register('description')}
        error={errors.description?.message}
      />
    </>
  );
}

type PriceFieldProps<Values extends SellableFormValues, Sent> = SellableFieldProps<Values, Sent> & {
  /** What the arrow keys add; a dish's price goes by € 0,50. */
  step?: number;
};

/** The price in euros, required; emptied, the schema says the price is missing. */
export function PriceField<Values extends SellableFormValues, Sent>({
  form,
  ...props
}: PriceFieldProps<Values, Sent>) {
  useLanguage();
  return (
    <FormMoneyField
      control={asSellable(form).control}
      name="price"
      holds="euros"
      label={m.adminCatalogue_priceEuros()}
      withAsterisk
      {...props}
      min={0}
      emptyAs="undefined"
    />
  );
}

/** The photo, uploaded to `uploadUrl` as soon as it is dropped. */
export function PhotoField<Values extends SellableFormValues, Sent>({
  form,
  uploadUrl,
}: SellableFieldProps<Values, Sent> & { uploadUrl: string }) {
  const {
    control,
    formState: { errors },
  } = asSellable(form);
  return (
    <Controller
      control={control}
      name="image"
      render={({ field }) => (
        <ImageField
          uploadUrl={uploadUrl}
          value={field.value ?? null}
          onChange={field.onChange}
          error={errors.image?.message}
        />
      )}
    />
  );
}

/** A yes-or-no field of a form, as a switch. */
export function SwitchField<Values extends FieldValues, Sent>({
  control,
  name,
  label,
}: {
  control: Control<Values, unknown, Sent>;
  name: Path<Values>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value === true}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
        />
      )}
    />
  );
}
