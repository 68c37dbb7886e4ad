import { Alert, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { LegalDetails, StoreSettingsInput } from '@shop/contracts';
import { useTranslation } from '@/i18n/react';
import type { SectionProps } from './section-props';

const FIELDS = [
  'legalName',
  'streetAddress',
  'postalCode',
  'city',
  'kvkNumber',
  'vatId',
] as const satisfies readonly (keyof LegalDetails)[];

/**
 * A form that leaves every legal field empty sends no legal details, so a shop that has not
 * entered them yet can still save its hours and fees.
 */
export function withoutBlankLegalDetails(values: StoreSettingsInput): StoreSettingsInput {
  const legal = values.legalDetails;
  if (!legal || FIELDS.some((field) => (legal[field] ?? '').trim() !== '')) return values;
  const rest = { ...values };
  delete rest.legalDetails;
  return rest;
}

/** The business as its invoices name it: legal name, address, KvK number and VAT id. */
export function LegalSection({ control, errors, missing }: SectionProps & { missing: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder>
      <Title order={4}>{t('settings.legal.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('settings.legal.help')}
      </Text>
      <Stack gap="sm" mt="sm">
        {missing && (
          <Alert color="orange" title={t('settings.legal.missingTitle')}>
            {t('settings.legal.missing')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((field) => (
            <Controller
              key={field}
              control={control}
              name={`legalDetails.${field}`}
              render={({ field: input }) => (
                <TextInput
                  label={t(`settings.legal.${field}`)}
                  value={input.value ?? ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={errors.legalDetails?.[field]?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
