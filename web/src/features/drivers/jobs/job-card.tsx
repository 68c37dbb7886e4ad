import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { formatEuros, paymentMethodType, type DriverJob } from '@shop/contracts';
import { formatClock } from '@/i18n/format';
import { paymentMethodText } from '../portal-format';
import { usePickUp } from './api';
import { DeliverPanel } from './deliver-panel';
import { telHref } from '@/lib/phone';
import { navigationLinks } from './navigation';

const JOB_STATUSES = ['preparing', 'ready', 'in_transit'] as const;

const STATUS_TEXTS: Record<(typeof JOB_STATUSES)[number], () => string> = {
  preparing: m.portal_job_status_preparing,
  ready: m.portal_job_status_ready,
  in_transit: m.portal_job_status_in_transit,
};

/** A job's status in the portal's words; a status the portal does not name shows as it came. */
function useStatusText() {
  useLanguage();
  return (status: string) =>
    (JOB_STATUSES as readonly string[]).includes(status)
      ? STATUS_TEXTS[status as (typeof JOB_STATUSES)[number]]()
      : status;
}

/** A job's who, where and what, with a call button and the map hand-offs. */
export function JobDetails({ job }: { job: DriverJob }) {
  // Paid online by any of the shop's methods; anything else is collected at the door.
  const cash = paymentMethodType(job.paymentMethod) === null;
  useLanguage();
  return (
    <Stack gap="xs">
      <Text fz="xl" fw={700}>
        {job.address.streetAddress}
      </Text>
      <Text c="dimmed">
        {[job.address.zipCode, job.address.city].filter(Boolean).join(' ')}
        {job.address.additionalInfo ? ` · ${job.address.additionalInfo}` : ''}
      </Text>
      <Text fz="lg">{job.customerName}</Text>
      <Text>{job.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</Text>
      {job.notes && (
        <Text fw={600} bg="yellow.1" p="xs" aria-label={m.portal_job_notes()}>
          {job.notes}
        </Text>
      )}
      <Group gap="sm">
        <Badge size="lg" color={cash ? 'orange' : 'green'} variant="light">
          {cash
            ? m.portal_job_collect({ amount: formatEuros(job.total) })
            : paymentMethodText(job.paymentMethod)}
        </Badge>
        {job.tip > 0 && (
          <Badge size="lg" variant="light">
            {m.portal_job_tip({ amount: formatEuros(job.tip) })}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

export function JobContacts({ job }: { job: DriverJob }) {
  useLanguage();
  return (
    <Stack gap="xs">
      {job.customerPhone && (
        <Button
          component="a"
          href={telHref(job.customerPhone)}
          size="lg"
          variant="light"
          leftSection={<IconPhone size={22} aria-hidden />}
        >
          {m.portal_job_call()}
        </Button>
      )}
      <SimpleGrid cols={3} spacing={6} aria-label={m.portal_job_navigate()}>
        {navigationLinks(job, m.portal_job_otherMapApp()).map((link) => (
          <Button
            key={link.label}
            component="a"
            href={link.href}
            target={link.href.startsWith('http') ? '_blank' : undefined}
            rel="noopener noreferrer"
            size="lg"
            px={4}
            variant="default"
            leftSection={<IconMapPin size={18} aria-hidden />}
          >
            <Text fz="sm" truncate>
              {link.label}
            </Text>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The job under way: Picked up at the kitchen, then Delivered with a proof. */
export function CurrentJobCard({ job }: { job: DriverJob }) {
  const pickUp = usePickUp();
  const [delivering, setDelivering] = useState(false);
  useLanguage();
  const statusText = useStatusText();
  const readyBy = job.readyBy ? formatClock(new Date(job.readyBy)) : null;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={m.portal_job_current()}
    >
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2}>{m.portal_job_order({ id: job.orderId })}</Title>
          <Badge size="lg">{statusText(job.status)}</Badge>
        </Group>
        <JobDetails job={job} />
        <JobContacts job={job} />
        {job.status === 'preparing' && (
          <Text fw={600}>
            {readyBy
              ? m.portal_job_stillPreparingBy({ time: readyBy })
              : m.portal_job_stillPreparing()}
          </Text>
        )}
        {job.status === 'ready' && (
          <Button size="xl" loading={pickUp.isPending} onClick={() => pickUp.mutate(job.orderId)}>
            {m.portal_job_pickedUp()}
          </Button>
        )}
        {job.status === 'in_transit' &&
          (delivering ? (
            <DeliverPanel job={job} />
          ) : (
            <Button size="xl" color="green" onClick={() => setDelivering(true)}>
              {m.portal_job_delivered()}
            </Button>
          ))}
      </Stack>
    </Card>
  );
}

/** A further job assigned to the driver, shown compactly. */
export function AssignedJobRow({ job }: { job: DriverJob }) {
  useLanguage();
  const statusText = useStatusText();
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={m.portal_job_assigned({ id: job.orderId })}
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={700}>
            #{job.orderId} · {job.address.streetAddress}
          </Text>
          <Text fz="sm" c="dimmed">
            {job.customerName} · {statusText(job.status)}
          </Text>
        </Stack>
        {job.customerPhone && (
          <Anchor
            href={telHref(job.customerPhone)}
            aria-label={m.portal_job_callName({ name: job.customerName })}
          >
            <IconPhone size={28} />
          </Anchor>
        )}
      </Group>
    </Card>
  );
}
