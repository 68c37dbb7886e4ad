import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { loadMessages } from '@/i18n/messages';
import { FakeAudioContext } from '@/testing/fake-audio-context';
import { acceptedOrder, kitchenApi, renderBoard } from '@/testing/kitchen-board';
import { foodOrder } from '@/testing/order-fixtures';

beforeEach(async () => {
  FakeAudioContext.reset();
  FakeAudioContext.startRunning = true;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  await i18n.changeLanguage('nl');
  await loadMessages('nl');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the back office in Dutch', () => {
  it('shows the kitchen board’s columns, cards and moves in Dutch', async () => {
    kitchenApi([foodOrder({ id: 1 }), acceptedOrder(foodOrder({ id: 2 }))]);
    renderBoard();

    const fresh = within(await screen.findByRole('region', { name: 'Nieuw' }));
    const card = within(fresh.getByRole('article', { name: 'Bestelling #1' }));
    expect(card.getByText('Accepteren · minuten bereidingstijd')).toBeVisible();
    expect(card.getByRole('button', { name: 'Accepteren met 15 minuten' })).toBeVisible();
    expect(card.getByText(/^Betaald · /)).toBeVisible();

    const preparing = within(screen.getByRole('region', { name: 'In bereiding' }));
    const accepted = within(preparing.getByRole('article', { name: 'Bestelling #2' }));
    expect(accepted.getByRole('button', { name: 'Klaar melden' })).toBeVisible();
    expect(accepted.getByText(/^Klaar om \d\d:\d\d \(20 min\)$/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Vandaag afgerond' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Printen bij accepteren' })).toBeInTheDocument();
  });

  it('says after Klaar melden when the order became ready', async () => {
    kitchenApi([acceptedOrder(foodOrder({ id: 2 }))]);
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Klaar melden' }));
    const ready = within(await screen.findByRole('region', { name: 'Klaar' }));
    const card = within(await ready.findByRole('article', { name: 'Bestelling #2' }));
    expect(card.getByText(/^Klaar gemeld \d\d:\d\d$/)).toBeVisible();
    expect(card.queryByText(/^Klaar om/)).not.toBeInTheDocument();
  });
});
