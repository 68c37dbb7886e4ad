import { Text, Timeline } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Order } from '@shop/contracts';
import { formatMomentIso } from './order-format';
import { timelineSteps } from './order-progress';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** The order's moves with their times, and the steps still to come (dimmed). */
export function OrderTimeline({ order, now }: { order: Order; now: Date }) {
  useLanguage();
  const steps = timelineSteps(order);
  const reached = steps.filter((step) => step.at !== null).length;
  return (
    <Timeline
      active={reached - 1}
      bulletSize={22}
      lineWidth={2}
      role="list"
      aria-label={m.orders_order_progressList()}
    >
      {steps.map((step) => (
        <Timeline.Item
          key={step.key}
          bullet={step.at ? <IconCheck size={12} /> : undefined}
          lineVariant={step.at ? 'solid' : 'dashed'}
          title={
            <Text fw={600} c={step.at ? undefined : 'dimmed'} component="span">
              {step.title}
            </Text>
          }
          role="listitem"
          data-reached={step.at !== null}
        >
          {step.detail && (
            <Text size="sm" c="dimmed">
              {step.detail}
            </Text>
          )}
          {step.at && (
            <Text size="xs" c="dimmed">
              {formatMomentIso(step.at, now)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
