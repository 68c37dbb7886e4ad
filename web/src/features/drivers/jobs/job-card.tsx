import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { formatEuros, paymentMethodLabel, type DriverJob } from '@shop/contracts';
import { formatTime } from '@/features/orders/order-format';
import { usePickUp } from './api';
import { DeliverPanel } from './deliver-panel';
import { telHref } from '@/lib/phone';
import { navigationLinks } from './navigation';

const STATUS_TEXT: Record<string, string> = {
  preparing: 'Being prepared',
  ready: 'Ready for pick-up',
  in_transit: 'On the way',
};

/** A job's who, where and what, with a call button and the map hand-offs. */
export function JobDetails({ job }: { job: DriverJob }) {
  const cash = job.paymentMethod !== 'card';
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
        <Text fw={600} bg="yellow.1" p="xs" aria-label="Notes">
          {job.notes}
        </Text>
      )}
      <Group gap="sm">
        <Badge size="lg" color={cash ? 'orange' : 'green'} variant="light">
          {cash ? `Collect ${formatEuros(job.total)}` : paymentMethodLabel(job.paymentMethod)}
        </Badge>
        {job.tip > 0 && (
          <Badge size="lg" variant="light">
            Tip {formatEuros(job.tip)}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

export function JobContacts({ job }: { job: DriverJob }) {
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
          Call the customer
        </Button>
      )}
      <SimpleGrid cols={3} spacing={6} aria-label="Navigate">
        {navigationLinks(job).map((link) => (
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
  const readyBy = job.readyBy ? formatTime(new Date(job.readyBy)) : null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Current job">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2}>Order #{job.orderId}</Title>
          <Badge size="lg">{STATUS_TEXT[job.status] ?? job.status}</Badge>
        </Group>
        <JobDetails job={job} />
        <JobContacts job={job} />
        {job.status === 'preparing' && (
          <Text fw={600}>
            The kitchen is still preparing it{readyBy ? ` (ready by ${readyBy})` : ''}.
          </Text>
        )}
        {job.status === 'ready' && (
          <Button size="xl" loading={pickUp.isPending} onClick={() => pickUp.mutate(job.orderId)}>
            Picked up
          </Button>
        )}
        {job.status === 'in_transit' &&
          (delivering ? (
            <DeliverPanel job={job} />
          ) : (
            <Button size="xl" color="green" onClick={() => setDelivering(true)}>
              Delivered
            </Button>
          ))}
      </Stack>
    </Card>
  );
}

/** A further job assigned to the driver, shown compactly. */
export function AssignedJobRow({ job }: { job: DriverJob }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={`Assigned order #${job.orderId}`}
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={700}>
            #{job.orderId} · {job.address.streetAddress}
          </Text>
          <Text fz="sm" c="dimmed">
            {job.customerName} · {STATUS_TEXT[job.status] ?? job.status}
          </Text>
        </Stack>
        {job.customerPhone && (
          <Anchor href={telHref(job.customerPhone)} aria-label={`Call ${job.customerName}`}>
            <IconPhone size={28} />
          </Anchor>
        )}
      </Group>
    </Card>
  );
}
