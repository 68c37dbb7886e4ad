import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useEffect, useState } from 'react';
import {
  Button,
  Grid,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  AdminZoneInput,
  type AdminZone,
  type AdminZoneFormValues,
  type AdminZoneSaved,
} from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { localizeNote } from '@/i18n/notes';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import { notify } from '@/lib/notify';
import { FormMoneyField } from '../shared/money-field';
import { openRing, ringToText, textToRing, type Ring } from './ring-text';
import { ZoneEditor } from './zone-editor';
import { useDeleteZone, useSaveZone } from './api';

const FIELDS = [
  'name',
  'deliveryFeeCents',
  'minimumOrderCents',
  'estimatedTime',
  'isActive',
  'coordinates',
] as const;

const valuesOf = (zone: AdminZone | null): AdminZoneFormValues =>
  zone
    ? {
        name: zone.name,
        deliveryFeeCents: zone.deliveryFeeCents,
        minimumOrderCents: zone.minimumOrderCents,
        estimatedTime: zone.estimatedTime,
        isActive: zone.isActive,
        coordinates: zone.coordinates.map(openRing),
      }
    : {
        name: '',
        deliveryFeeCents: 0,
        minimumOrderCents: 0,
        estimatedTime: '',
        isActive: true,
        coordinates: [],
      };

interface Props {
  zone: AdminZone | null;
  /** Every zone, the edited one among them: the others are drawn for reference. */
  zones: AdminZone[];
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (saved: AdminZoneSaved) => void;
  onDeleted: () => void;
}

/**
 * A delivery zone: its border (drawn on the map or typed as corners), name, fee, minimum
 * order, delivery time and whether it is active.
 */
export function ZoneForm({ zone, zones, onDirtyChange, onSaved, onDeleted }: Props) {
  useLanguage();
  const form = useForm<AdminZoneFormValues, unknown, AdminZoneInput>({
    resolver: localized(zodResolver(AdminZoneInput)),
    defaultValues: valuesOf(zone),
  });
  const save = useSaveZone();
  const remove = useDeleteZone();
  const { errors, isDirty } = form.formState;
  const rings = form.watch('coordinates');
  const outer = (rings[0] as Ring | undefined) ?? null;
  const [text, setText] = useState(() => ringToText(outer ?? []));
  /** The first corner line that could not be read, named under the list in the shop's language. */
  const [badLine, setBadLine] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const setOuter = (ring: Ring) =>
    form.setValue('coordinates', [ring, ...rings.slice(1)], {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const fromMap = (ring: Ring) => {
    setOuter(ring);
    setText(ringToText(ring));
    setBadLine(null);
  };

  const fromText = (value: string) => {
    setText(value);
    const parsed = textToRing(value);
    if (!parsed.ok) {
      setBadLine(parsed.line);
      return;
    }
    setBadLine(null);
    setOuter(parsed.ring);
  };

  const submit = form.handleSubmit((input) => {
    if (badLine !== null) return;
    save.mutate(
      { id: zone?.id ?? null, input },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved.zone));
          if (saved.warnings.length) {
            const first = saved.warnings[0]!;
            notify.warning(
              m.adminZones_savedWithWarning(),
              localizeNote(first.texts?.message, first.message),
            );
          } else {
            notify.success(m.adminZones_saved(), m.adminZones_savedText({ name: saved.zone.name }));
          }
          onSaved(saved);
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          notify.error(m.adminZones_couldNotSave(), localizeMessage(error.message));
        },
      },
    );
  });

  const others = zones.filter((z) => z.id !== zone?.id);
  const polygonError =
    (badLine !== null ? m.adminZones_badCorner({ line: badLine }) : undefined) ??
    errors.coordinates?.message ??
    errors.coordinates?.[0]?.message ??
    errors.coordinates?.root?.message;

  return (
    <form onSubmit={submit} noValidate aria-label={m.adminZones_form()}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <ZoneEditor ring={outer} others={others} onRingChange={fromMap} height={460} />
            <Text size="xs" c="dimmed">
              {outer ? m.adminZones_editHelp() : m.adminZones_drawHelp()}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <TextInput
              label={m.adminZones_name()}
              required
              {...form.register('name')}
              error={errors.name?.message}
            />
            <Group grow align="flex-start">
              <FormMoneyField
                control={form.control}
                name="deliveryFeeCents"
                holds="cents"
                label={m.adminZones_deliveryFee()}
                min={0}
                required
              />
              <FormMoneyField
                control={form.control}
                name="minimumOrderCents"
                holds="cents"
                label={m.adminZones_minimumOrder()}
                min={0}
                required
              />
            </Group>
            <TextInput
              label={m.adminZones_deliveryTime()}
              placeholder="30-45 min"
              {...form.register('estimatedTime')}
              error={errors.estimatedTime?.message}
            />
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <Switch
                  label={m.adminZones_active()}
                  description={m.adminZones_activeHelp()}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
            <Textarea
              label={m.adminZones_corners()}
              description={m.adminZones_cornersHelp()}
              autosize
              minRows={4}
              maxRows={10}
              value={text}
              onChange={(e) => fromText(e.currentTarget.value)}
              error={polygonError}
              styles={{ input: { fontFamily: 'monospace' } }}
            />
            <Group justify="space-between">
              {zone ? (
                <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
                  {m.adminZones_delete()}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="xs">
                <Button
                  variant="default"
                  disabled={!isDirty}
                  onClick={() => {
                    form.reset(valuesOf(zone));
                    setText(ringToText(zone ? openRing(zone.coordinates[0] ?? []) : []));
                    setBadLine(null);
                  }}
                >
                  {m.adminZones_undo()}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {m.adminZones_save()}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={m.adminZones_deleteTitle()}
      >
        <Text size="sm">{m.adminZones_deleteText({ name: zone?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDelete(false)}>
            {m.adminZones_keep()}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              zone &&
              remove.mutate(zone.id, {
                onSuccess: () => {
                  notify.success(
                    m.adminZones_deleted(),
                    m.adminZones_deletedText({ name: zone.name }),
                  );
                  form.reset(valuesOf(null));
                  onDeleted();
                },
                onError: (error) =>
                  notify.error(m.adminZones_couldNotDelete(), localizeMessage(error.message)),
                onSettled: () => setConfirmDelete(false),
              })
            }
          >
            {m.adminZones_confirmDelete()}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
