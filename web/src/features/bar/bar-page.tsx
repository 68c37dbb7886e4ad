import { useEffect } from 'react';
import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDoorExit, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { QR_LOCATION_NOT_FOUND_MESSAGE } from '@shop/contracts';
import { useCartCount, enterBarMode, exitBarMode } from '@/features/cart';
import { OrderingBanner } from '@/features/ordering';
import { ApiError } from '@/lib/api-client';
import { barQuery } from './api';
import { BarMenuGrid } from './bar-menu-grid';
import { clearBarOrderData, storeBarOrderData } from './bar-session';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { localizeMessage } from '@/i18n/messages';

function UnknownBar({ error }: { error: unknown }) {
  useLanguage();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle />}
      title={notFound ? m.orders_qr_locationNotFound() : m.orders_qr_error()}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {notFound || !(error instanceof ApiError)
            ? localizeMessage(QR_LOCATION_NOT_FOUND_MESSAGE)
            : error.message || localizeMessage(QR_LOCATION_NOT_FOUND_MESSAGE)}
        </Text>
        <Button component={Link} to="/" size="xs" variant="light" color="red">
          {m.orders_bar_backHome()}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * /bar/{slug}, the link in a partner bar's QR code: an active bar starts bar mode (the reduced
 * navigation, pickup at the bar instead of delivery) and shows the bar menu.
 */
export default function BarPage() {
  useLanguage();
  const { slug = '' } = useParams();
  const bar = useQuery(barQuery(slug));
  const cartCount = useCartCount();
  const found = bar.data;

  useEffect(() => {
    if (found) {
      storeBarOrderData({ id: found.id, slug: found.slug, name: found.name });
      enterBarMode();
    }
  }, [found]);

  useEffect(() => {
    if (bar.isError) {
      exitBarMode();
      clearBarOrderData();
    }
  }, [bar.isError]);

  let body;
  if (bar.isPending) {
    body = (
      <Center py="xl">
        <Loader role="progressbar" aria-label={m.orders_bar_loading()} />
      </Center>
    );
  } else if (bar.isError) body = <UnknownBar error={bar.error} />;
  else {
    body = (
      <>
        <div>
          <Title order={1}>{bar.data.name}</Title>
          <Text c="dimmed">
            {m.orders_bar_intro()} · {bar.data.address}
          </Text>
        </div>
        <OrderingBanner scope="bar" />
        <Group>
          <Button component={Link} to="/cart" leftSection={<IconShoppingCart size={16} />}>
            {m.orders_bar_viewCart()}
            {cartCount > 0 ? ` (${cartCount})` : ''}
          </Button>
          <Button
            component={Link}
            to="/bars/exit-bar"
            variant="subtle"
            leftSection={<IconDoorExit size={16} />}
          >
            {m.orders_bar_leave()}
          </Button>
        </Group>
        <Stack component="section" gap="md" aria-label={m.orders_bar_menu()}>
          <Title order={2}>{m.orders_bar_menuTitle()}</Title>
          <BarMenuGrid />
        </Stack>
      </>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">{body}</Stack>
    </Container>
  );
}
