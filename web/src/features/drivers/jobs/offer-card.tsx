import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { OFFER_TTL_MS, formatEuros, type JobOffer } from '@shop/contracts';
import { formatKm, paymentMethodText } from '../portal-format';
import { useAnswerOffer } from './api';
import { useCountdown } from './use-countdown';

/** One offered job with its 60 s countdown and two big buttons. */
export function OfferCard({
  offer,
  clockOffsetMs,
  onExpire,
}: {
  offer: JobOffer;
  clockOffsetMs: number;
  onExpire: () => void;
}) {
  const answer = useAnswerOffer();
  useLanguage();
  const seconds = useCountdown(offer.expiresAt, clockOffsetMs, onExpire);
  const { job } = offer;
  const expired = seconds === 0;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={m.portal_offer_label({ id: offer.orderId })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Title order={3}>{m.portal_offer_title({ id: offer.orderId })}</Title>
          <Text
            fz="xl"
            fw={700}
            ff="monospace"
            c={seconds <= 10 ? 'red' : undefined}
            aria-label={m.portal_offer_timeLeft()}
          >
            {expired ? m.portal_offer_expired() : m.portal_offer_seconds({ seconds })}
          </Text>
        </Group>
        <Progress
          value={(seconds * 1000 * 100) / OFFER_TTL_MS}
          color={seconds <= 10 ? 'red' : 'green'}
          aria-hidden
        />
        <Text fz="lg" fw={600}>
          {job.address.streetAddress}, {job.address.city}
        </Text>
        <Text c="dimmed">{job.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</Text>
        <Group gap="md">
          {offer.distanceMeters !== null && (
            <Text fw={600}>
              {m.portal_offer_fromKitchen({ distance: formatKm(offer.distanceMeters) })}
            </Text>
          )}
          {job.tip > 0 && (
            <Text fw={600}>{m.portal_offer_tip({ amount: formatEuros(job.tip) })}</Text>
          )}
          <Text>{paymentMethodText(job.paymentMethod)}</Text>
        </Group>
        <Group grow gap="sm">
          <Button
            size="xl"
            color="gray"
            variant="light"
            disabled={expired || answer.isPending}
            onClick={() => answer.mutate({ offerId: offer.id, answer: 'decline' })}
          >
            {m.portal_offer_decline()}
          </Button>
          <Button
            size="xl"
            color="green"
            disabled={expired}
            loading={answer.isPending}
            onClick={() => answer.mutate({ offerId: offer.id, answer: 'accept' })}
          >
            {m.portal_offer_accept()}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
