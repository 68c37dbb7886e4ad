import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminBar,
  AdminCategory,
  AdminMenuItem,
  AdminZone,
  StoreSettings,
} from '@shop/contracts';
import { dispatchSnapshot, fiorellaBar, storeSettings } from '@/testing/admin-fixtures';
import { renderDispatchPage } from '@/testing/dispatch-screen';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { menuItem } from '@/testing/fixtures';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { inDutch } from '@/testing/in-dutch';
import { renderApp } from '@/testing/render-app';

inDutch();
afterEach(() => vi.unstubAllGlobals());

// The back office and its pages load lazily: the first render can take a while.
const slow = { timeout: 15_000 };

/** Today's English texts of a screen that must not be left over in Dutch. */
function expectNoEnglish(texts: string[]) {
  for (const text of texts) expect(screen.queryAllByText(text), text).toHaveLength(0);
}

const category: AdminCategory = { id: 3, name: 'Pizza', sortOrder: 1, itemCount: 3 };
const margherita: AdminMenuItem = {
  ...menuItem({ id: 1, name: 'Margherita', categoryId: 3, image: null, isVegetarian: true }),
  archived: false,
  ordered: true,
};

describe('the back office’s catalogue in Dutch', { timeout: 60_000 }, () => {
  it('shows the menu items’ table, filters and form in Dutch, with the schema’s messages', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/menu/items': { body: { items: [margherita], total: 1 } },
      'GET /api/admin/categories': { body: [category] },
    });
    const { user } = renderApp('/admin/menu');

    expect(await screen.findByRole('heading', { name: 'Menu-items' }, slow)).toBeVisible();
    // The dish keeps the restaurant's name (the category column shows on wider screens only).
    expect(await screen.findByText('Margherita')).toBeVisible();
    // Sortable headers are buttons that also say their sort state, in Dutch too.
    for (const header of ['Naam', 'Prijs', 'Te koop', 'Uitgelicht']) {
      const name = new RegExp(`^${header} (Niet|Oplopend|Aflopend) gesorteerd$`);
      await waitFor(() => expect(screen.getByRole('button', { name })).toBeVisible());
    }
    expect(screen.getByRole('switch', { name: 'Margherita te koop' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Uitverkocht' })).toBeInTheDocument();
    expect(screen.getByText('Rijen per pagina')).toBeInTheDocument();
    expectNoEnglish(['Menu items', 'Add dish', 'On sale', 'Sold out', 'Records per page']);

    // An old order names the dish, so deleting asks to archive it, in Dutch.
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await user.click(screen.getByRole('button', { name: 'Margherita verwijderen' }));
    expect(confirm).toHaveBeenCalledWith(
      'Margherita staat in oude bestellingen en wordt daarom gearchiveerd: het verdwijnt uit de shop maar blijft in die bestellingen staan. Doorgaan?',
    );

    await user.click(screen.getByRole('button', { name: 'Gerecht toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Een gerecht toevoegen' });
    expect(within(dialog).getByRole('switch', { name: 'Vegetarisch' })).toBeInTheDocument();
    expect(within(dialog).getByText('Voedingswaarde en allergenen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Gerecht toevoegen' }));
    expect(await within(dialog).findByText('Vul een naam in')).toBeVisible();
    expectNoEnglish(['Name is required', 'Vegetarian', 'Save changes', 'Cancel']);
  });

  it('shows the merchandise with its categories, toasts and photo field in Dutch', async () => {
    const cap = {
      id: 4,
      name: 'Italieno Cap',
      description: 'Rood',
      price: 19.95,
      image: null,
      category: 'Hat' as const,
      available: true,
      sortOrder: 1,
      archived: false,
      ordered: false,
    };
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/merchandise': { body: { items: [cap], total: 1 } },
      'POST /api/admin/merchandise/availability': { body: { updated: 1 } },
    });
    const { user } = renderApp('/admin/merchandise');

    expect(await screen.findByText('Italieno Cap', {}, slow)).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Pet' })).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Italieno Cap te koop' }));
    expect(await screen.findByText('1 artikel(en) als uitverkocht gemarkeerd')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Artikel toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merchandise toevoegen' });
    expect(within(dialog).getByLabelText('Een foto uploaden')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Categorie')).toHaveValue('T-shirt');
    expectNoEnglish(['Add item', 'Shop order', 'Hat', '1 item(s) marked sold out', 'Photo']);
  });

  it('names the categories’ counts, moves and confirmations in Dutch', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/categories': { body: [category] },
    });
    const { user } = renderApp('/admin/categories');

    expect(await screen.findByRole('heading', { name: 'Categorieën' }, slow)).toBeVisible();
    expect(await screen.findByText('3 gerechten')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sleep om Pizza te verplaatsen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Categorie toevoegen' })).toBeVisible();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await user.click(screen.getByRole('button', { name: 'Pizza verwijderen' }));
    expect(confirm).toHaveBeenCalledWith('De categorie Pizza verwijderen?');
    expectNoEnglish(['Categories', '3 items', 'Rename', 'Add category']);
  });
});

const fiorella: AdminBar = { ...fiorellaBar, commissionPercent: 12.5 };

describe('the back office’s places and zones in Dutch', { timeout: 60_000 }, () => {
  it('lists the bars, prints their codes and says why a bar with orders stays', async () => {
    const refusal = `"${fiorella.name}" has orders, so it cannot be deleted. Switch it off (inactive) instead.`;
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/bars': { body: { bars: [fiorella] } },
      'GET /api/admin/qr-codes': {
        body: {
          codes: [
            {
              kind: 'bar',
              id: 1,
              name: fiorella.name,
              active: true,
              payload: 'https://italieno.nl/bar/bar-fiorella',
              instruction:
                "Scan with your phone's camera to order here at Bar Fiorella; collect it at the bar.",
              texts: { instruction: { code: 'qr_scan_bar', params: { bar: fiorella.name } } },
            },
          ],
        },
      },
      'DELETE /api/admin/bars/1': {
        status: 409,
        body: {
          type: 'conflict',
          code: 'bar_in_use',
          message: refusal,
          params: { name: fiorella.name },
        },
      },
    });
    const { user } = renderApp('/admin/bars');

    expect(await screen.findByRole('button', { name: 'Nieuwe bar' }, slow)).toBeVisible();
    for (const header of ['Naam', 'Pagina', 'Ophaalscherm', 'Adres', 'Commissie', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await screen.findByText('12,5 %')).toBeVisible();
    expect(screen.getByText('Actief')).toBeVisible();
    expect(
      await screen.findByText(
        'Scan met de camera van je telefoon om hier bij Bar Fiorella te bestellen; haal het op aan de bar.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR-code voor Bar Fiorella' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'QR-vel printen' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Bar Fiorella verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bar verwijderen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De bar kon niet worden verwijderd')).toBeVisible();
    expect(
      screen.getByText(
        '"Bar Fiorella" heeft bestellingen en kan daarom niet worden verwijderd. Zet het uit (inactief).',
      ),
    ).toBeVisible();
    expectNoEnglish(['New bar', 'Open screen', 'Active', 'Print QR sheet', refusal]);
  });

  it('takes a bar’s commission with a decimal comma and keeps the point in coordinates', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/bars': { body: { bars: [fiorella] } },
      'GET /api/admin/qr-codes': { body: { codes: [] } },
      'PUT /api/admin/bars/1': (body) => ({ body: { ...fiorella, ...(body as object) } }),
    });
    const { user } = renderApp('/admin/bars');
    await user.click(await screen.findByRole('button', { name: 'Bar Fiorella bewerken' }, slow));
    const form = await screen.findByRole('form', { name: 'Bar' });
    // Coordinates are written as maps write them, with a point.
    expect(within(form).getByRole('textbox', { name: /Breedtegraad/ })).toHaveValue('52.37258');
    const commission = within(form).getByRole('textbox', { name: /Commissie/ });
    expect(commission).toHaveValue('12,5 %');
    await user.clear(commission);
    await user.type(commission, '7,5');
    expect(commission).toHaveValue('7,5 %');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      latitude: 52.37258,
      commissionPercent: 7.5,
    });
  });

  it('edits a zone in Dutch and names a corner line it cannot read', async () => {
    const centre: AdminZone = {
      id: 1,
      name: 'Amsterdam City Center',
      deliveryFeeCents: 250,
      minimumOrderCents: 1500,
      estimatedTime: '20-30 min',
      isActive: false,
      sortOrder: 1,
      coordinates: [
        [
          [4.88, 52.36],
          [4.92, 52.36],
          [4.92, 52.38],
          [4.88, 52.36],
        ],
      ],
    };
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/zones': { body: { zones: [centre] } },
      'GET /api/admin/qr-codes': { body: { codes: [] } },
    });
    const { user } = renderApp('/admin/zones');

    const corners = await screen.findByRole('textbox', { name: /Hoeken van de grens/ }, slow);
    expect(screen.getByRole('heading', { name: 'Bezorggebieden' })).toBeVisible();
    for (const header of ['Zone', 'Bezorgkosten', 'Minimale bestelling', 'Bezorgtijd']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('Inactief')).toBeVisible();
    expect(screen.getByText('Nog niets om te printen.')).toBeVisible();
    await user.clear(corners);
    await user.type(corners, 'noord');
    expect(
      await screen.findByText('Regel 1: schrijf lengtegraad, breedtegraad, bijv. 4.9041, 52.3676'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zone opslaan' })).toBeVisible();
    expectNoEnglish(['Delivery Zones', 'Inactive', 'Save zone', 'Undo changes', 'Delete zone']);
  });
});

describe('the store settings in Dutch', { timeout: 60_000 }, () => {
  it('names the weekdays, switches and pauses in Dutch', async () => {
    const settings: StoreSettings = {
      ...storeSettings,
      openingHours: { ...storeSettings.openingHours, Sunday: null },
      exceptions: [{ date: '2026-12-25', hours: null, note: 'Kerst' }],
      capacity: { ordersPer15Minutes: 20, whenFull: 'delay', delayMinutes: 15 },
      switches: [
        {
          name: 'barOrderingEnabled',
          enabled: false,
          until: null,
          reason: 'capacity',
          setBy: 'marco',
          setAt: '2026-11-25T17:00:00.000Z',
        },
      ],
    };
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/store-settings': { body: settings },
      'GET /api/dispatch/settings': { body: { autoOfferReadyOrders: false } },
    });
    renderApp('/admin/store-settings');

    expect(await screen.findByRole('heading', { name: 'Winkelinstellingen' }, slow)).toBeVisible();
    expect(screen.getByText(/^Nu open · sluit wo 25 nov, 22:00$/)).toBeVisible();
    expect(screen.getByText('maandag')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'zondag open' })).not.toBeChecked();
    expect(screen.getByLabelText('dinsdag opent')).toHaveValue('11:00');
    expect(screen.getByText('Bestellen met de QR-code in de bar')).toBeVisible();
    expect(screen.getByText('Keuken vol')).toBeVisible();
    expect(screen.getByText('marco, wo 25 nov, 18:00')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Notitie' })).toHaveValue('Kerst');
    expect(screen.getByRole('textbox', { name: 'Nieuw (minuten)' })).toHaveValue('5');
    expect(screen.getByRole('radio', { name: 'De verwachte tijd later zetten' })).toBeChecked();
    // Per cent with a decimal comma, money as the shop shows it.
    expect(screen.getByRole('textbox', { name: /Servicekosten/ })).toHaveValue('5 %');
    expect(screen.getByRole('textbox', { name: /Expreskosten/ })).toHaveValue('€ 3,00');
    expectNoEnglish([
      'Monday',
      'Opening hours',
      'Bar QR code ordering',
      'Kitchen full',
      'Save settings',
      'New (minutes)',
    ]);
  });
});

describe('the store settings’ fees in Dutch', { timeout: 60_000 }, () => {
  it('saves a service fee typed "2,5" and an express surcharge typed "3,75" in whole units', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/store-settings': { body: storeSettings },
      'PUT /api/admin/store-settings': (body) => ({
        body: { ...storeSettings, ...(body as object) },
      }),
      'GET /api/dispatch/settings': { body: { autoOfferReadyOrders: false } },
    });
    const { user } = renderApp('/admin/store-settings');
    const serviceFee = await screen.findByRole('textbox', { name: /Servicekosten/ }, slow);
    await user.clear(serviceFee);
    await user.type(serviceFee, '2,5');
    expect(serviceFee).toHaveValue('2,5 %');
    const express = screen.getByRole('textbox', { name: /Expreskosten/ });
    await user.clear(express);
    await user.type(express, '3,75');
    expect(express).toHaveValue('€ 3,75');
    await user.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      fees: { serviceFeeBasisPoints: 250, expressFeeCents: 375 },
    });
  });
});

describe('the dispatch map in Dutch', { timeout: 60_000 }, () => {
  const snapshot = dispatchSnapshot(Date.now(), 4);

  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });

  it('lists, filters, asks and confirms an assignment in Dutch', async () => {
    renderDispatchPage({ dispatch: { body: snapshot }, assign: { body: { order: {} } } });

    const waiting = await screen.findByLabelText('Klare bestellingen zonder bezorger', {}, slow);
    expect(await within(waiting).findByText('#10 · Giulia Rossi')).toBeVisible();
    expect(within(waiting).getByText('12 min oud')).toBeVisible();
    expect(within(waiting).getByText('Klaar')).toBeVisible();
    expect(screen.getByText('Klaar, geen bezorger (1)')).toBeVisible();
    expect(screen.getByText('Geen verbinding')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Bezorgers buiten dienst verbergen' })).toBeChecked();
    const driverRow = screen.getByRole('button', { name: /^Luca Bianchi / });
    expect(within(driverRow).getByText('Vrij')).toBeVisible();
    expect(driverRow).toHaveTextContent(/Geen rit · laatste locatie \d+ s geleden · vandaag 2/);

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.last()!.open());
    await waitFor(() => expect(screen.queryByText('Geen verbinding')).toBeNull());

    const user = userEvent.setup();
    await user.click(within(waiting).getByRole('button', { name: /^#10 · / }));
    const selected = screen.getByLabelText('Gekozen bestelling');
    expect(await within(selected).findByTestId('suggestion')).toHaveTextContent(
      /^Voorstel: Luca Bianchi, rond \d\d:\d\d bij de klantToewijzen$/,
    );
    await user.click(driverRow);
    const dialog = await screen.findByRole('dialog', { name: 'Toewijzen' });
    expect(within(dialog).getByText('#10 aan Luca Bianchi geven?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText('Bestelling toegewezen aan Luca Bianchi')).toBeVisible();
    expectNoEnglish([
      'Not connected',
      'Idle',
      'Ready',
      'Confirm',
      'Order assigned to Luca Bianchi',
    ]);
  });
});
