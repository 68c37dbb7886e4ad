import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type {
  BrowserPushSubscription,
  Language,
  PushKey,
  PushSubscriptionResponse,
} from '@shop/contracts';
import { api } from '@/lib/api-client';
import { local } from '@/lib/session-storage';
import { currentLanguage } from '@/i18n';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** What a device may be told: an order's moves, the kitchen's new orders, a driver's offers. */
export type PushOptInTopic =
  | { topic: 'order'; orderId: number; trackingToken: string | null }
  | { topic: 'kitchen' }
  | { topic: 'driver' };

type State = 'checking' | 'iphone' | 'off' | 'on' | 'blocked' | 'working' | 'failed' | 'hidden';

/** The key this device remembers an opt-in under, with the endpoint it used. */
const storageKey = (t: PushOptInTopic) =>
  t.topic === 'order' ? `push:order:${t.orderId}` : `push:${t.topic}`;

/** iOS and iPadOS (which says it is a Mac, but has a touch screen). */
function isAppleMobile(): boolean {
  const ua = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

/** Opened from the Home Screen: the only way Safari on iOS delivers Web Push. */
function isInstalled(): boolean {
  return (
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    matchMedia('(display-mode: standalone)').matches
  );
}

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker's registration, or null when it is not there within a few seconds. */
async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  // Registered when the page went idle after its load; a tap before that registers it now.
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The VAPID key as the Push API wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function optIn(topic: PushOptInTopic, subscription: BrowserPushSubscription) {
  const language: Language = currentLanguage();
  if (topic.topic === 'order') {
    return api.post<PushSubscriptionResponse>(`/api/orders/${topic.orderId}/push-subscription`, {
      subscription,
      language,
      ...(topic.trackingToken ? { t: topic.trackingToken } : {}),
    });
  }
  return api.post<PushSubscriptionResponse>(`/api/push/${topic.topic}`, { subscription, language });
}

/** What each topic's opt-in says it does. */
const TOPIC_TEXTS: Record<
  PushOptInTopic['topic'],
  { title: () => string; description: () => string }
> = {
  order: { title: m.push_optIn_order_title, description: m.push_optIn_order_description },
  kitchen: { title: m.push_optIn_kitchen_title, description: m.push_optIn_kitchen_description },
  driver: { title: m.push_optIn_driver_title, description: m.push_optIn_driver_description },
};

/**
 * The opt-in to Web Push for one topic: a button where the browser can do it, the steps to add
 * the shop to the Home Screen on an iPhone (Safari pushes only to an installed web app), and
 * nothing when the shop sends no pushes.
 */
export function PushOptIn(props: PushOptInTopic) {
  useLanguage();
  const [state, setState] = useState<State>('checking');
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const key = storageKey(props);

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!pushSupported()) {
        // Nothing to offer where the browser cannot; on an iPhone, the way to make it able.
        setState(isAppleMobile() && !isInstalled() ? 'iphone' : 'hidden');
        return;
      }
      const { publicKey: shopKey } = await api.get<PushKey>('/api/push/key').catch(() => ({
        publicKey: null,
      }));
      if (!live) return;
      if (!shopKey) return setState('hidden');
      setPublicKey(shopKey);
      if (Notification.permission === 'denied') return setState('blocked');
      const registration = await navigator.serviceWorker.getRegistration();
      const current = await registration?.pushManager.getSubscription();
      if (!live) return;
      setState(current && local.get(key) === current.endpoint ? 'on' : 'off');
    })();
    return () => {
      live = false;
    };
  }, [key]);

  const turnOn = useCallback(async () => {
    if (!publicKey) return;
    setState('working');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'off');
      const registration = await readyRegistration();
      if (!registration) return setState('failed');
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      await optIn(props, subscription.toJSON() as BrowserPushSubscription);
      local.set(key, subscription.endpoint);
      setState('on');
    } catch {
      setState('failed');
    }
  }, [publicKey, props, key]);

  const turnOff = useCallback(async () => {
    setState('working');
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await api.post('/api/push/opt-out', {
          endpoint: subscription.endpoint,
          topic: props.topic,
          ...(props.topic === 'order' ? { orderId: props.orderId } : {}),
        });
      }
      local.remove(key);
      setState('off');
    } catch {
      setState('failed');
    }
  }, [props, key]);

  if (state === 'checking' || state === 'hidden') return null;
  const titleId = `push-opt-in-${props.topic}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {TOPIC_TEXTS[props.topic].title()}
        </Title>
        <Text c="dimmed">{TOPIC_TEXTS[props.topic].description()}</Text>
        {state === 'iphone' && (
          <Alert color="blue" title={m.push_optIn_iphone_title()}>
            <List type="ordered" size="sm">
              <List.Item>{m.push_optIn_iphone_step1()}</List.Item>
              <List.Item>{m.push_optIn_iphone_step2()}</List.Item>
              <List.Item>{m.push_optIn_iphone_step3()}</List.Item>
            </List>
          </Alert>
        )}
        {state === 'blocked' && <Alert color="yellow">{m.push_optIn_blocked()}</Alert>}
        {state === 'failed' && <Alert color="red">{m.push_optIn_failed()}</Alert>}
        {state === 'on' && <Text role="status">{m.push_optIn_on()}</Text>}
        <Group>
          {(state === 'off' || state === 'failed' || state === 'blocked') && (
            <Button onClick={() => void turnOn()}>{m.push_optIn_turnOn()}</Button>
          )}
          {state === 'working' && <Button loading>{m.push_optIn_turnOn()}</Button>}
          {state === 'on' && (
            <Button variant="default" onClick={() => void turnOff()}>
              {m.push_optIn_turnOff()}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
