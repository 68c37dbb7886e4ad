import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Alert, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { LegalDetails, StoreSettingsInput } from '@shop/contracts';
import type { SectionProps } from './section-props';

const FIELDS = [
  'legalName',
  'streetAddress',
  'postalCode',
  'city',
  'kvkNumber',
  'vatId',
] as const satisfies readonly (keyof LegalDetails)[];

const FIELD_LABELS: Record<(typeof FIELDS)[number], () => string> = {
  legalName: m.adminSettings_legal_legalName,
  streetAddress: m.adminSettings_legal_streetAddress,
  postalCode: m.adminSettings_legal_postalCode,
  city: m.adminSettings_legal_city,
  kvkNumber: m.adminSettings_legal_kvkNumber,
  vatId: m.adminSettings_legal_vatId,
};

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
  useLanguage();
  return (
    <Card withBorder>
      <Title order={4}>{m.adminSettings_legal_title()}</Title>
      <Text size="sm" c="dimmed">
        {m.adminSettings_legal_help()}
      </Text>
      <Stack gap="sm" mt="sm">
        {missing && (
          <Alert color="orange" title={m.adminSettings_legal_missingTitle()}>
            {m.adminSettings_legal_missing()}
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
                  label={FIELD_LABELS[field]()}
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
