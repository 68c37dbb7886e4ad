import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_ADMIN } from '@shop/contracts';
import { barCommissionReport, staffAccount, taxReport } from '@/testing/back-office-fixtures';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { inDutch } from '@/testing/in-dutch';
import { renderApp } from '@/testing/render-app';

/** The first visit of a section loads its bundle (tables, date pickers): slow on a busy machine. */
const slow = { timeout: 20_000 };

inDutch();
afterEach(() => vi.unstubAllGlobals());

/** None of the page's English texts is left on the screen. */
function expectNoEnglish(texts: string[]) {
  const shown = document.body.textContent ?? '';
  for (const text of texts) expect(shown, text).not.toContain(text);
}

const admin = staffAccount();
const formerStaff = staffAccount({
  id: 8,
  username: 'luca',
  fullName: 'Luca Verdi',
  role: 'staff',
  isActive: false,
  lastSeenAt: null,
});

describe('the back office in Dutch: staff', () => {
  it('lists accounts, checks a new one and shows refusals in Dutch', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/staff': { body: [admin, formerStaff] },
      'PATCH /api/admin/staff/7': { status: 409, body: { type: 'conflict', message: LAST_ADMIN } },
    });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderApp('/admin/staff');

    const cell = await screen.findByRole('cell', { name: 'Maria Rossi' }, slow);
    const row = within(cell.closest('tr')!);
    expect(screen.getByRole('heading', { name: 'Medewerkers' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Laatst gezien' })).toBeInTheDocument();
    expect(row.getByText('beheerder')).toBeInTheDocument();
    expect(row.getByText('Actief')).toBeInTheDocument();
    expect(row.getByText('25 nov 2026, 12:00')).toBeInTheDocument();
    expect(screen.getByText('Gedeactiveerd')).toBeInTheDocument();
    expectNoEnglish(['New account', 'Last seen', 'Make staff', 'Reset password', 'Deactivate']);

    await user.click(row.getByRole('button', { name: 'Medewerker maken' }));
    expect(
      await screen.findByText(/^Dit is het laatste actieve beheerdersaccount\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Het account kon niet worden gewijzigd')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nieuw account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nieuw backoffice-account' }));
    await user.type(dialog.getByLabelText('Volledige naam'), 'Luigi Bianchi');
    await user.type(dialog.getByLabelText('E-mail'), 'geen-adres');
    await user.type(dialog.getByLabelText('Startwachtwoord'), 'kort');
    await user.click(dialog.getByRole('button', { name: 'Account aanmaken' }));
    expect(await dialog.findByText('Vul een geldig e-mailadres in')).toBeInTheDocument();
    expect(dialog.getByText('Het wachtwoord moet minstens 8 tekens hebben')).toBeInTheDocument();
    expect(dialog.getByText('Je gebruikersnaam moet minstens 3 tekens hebben')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(confirm).toHaveBeenCalledWith('Je hebt niet-opgeslagen wijzigingen. Weggooien?');
  });
});

describe('the back office in Dutch: reports', () => {
  it('shows the tax report’s lines, totals, periods and calendar in Dutch', async () => {
    mockApi({
      'GET /api/user': userAnswer('staff'),
      'GET /api/admin/tax-reports': { body: taxReport },
    });
    const { user } = renderApp('/admin/tax-reports');
    expect(await screen.findByRole('cell', { name: 'Eten' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Btw-overzichten' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Btw-tarief' })).toBeInTheDocument();
    expect(screen.getByText('Vorige maand')).toBeInTheDocument();
    expect(screen.getByText('9 %: bruto € 109,00, btw € 9,00, netto € 100,00')).toBeInTheDocument();
    expect(screen.getByText('Totaal: bruto € 109,00, btw € 9,00, netto € 100,00')).toBeVisible();
    expect(
      screen.getByText('4 betaalde bestellingen (€ 120,00), 1 terugbetaling (€ 11,00)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV downloaden' })).toBeInTheDocument();
    expectNoEnglish(['Tax Reports', 'This month', 'Download CSV', 'Total:', 'paid orders', 'Food']);

    await user.click(screen.getByRole('button', { name: 'Datums' }));
    const thisMonth = new Intl.DateTimeFormat('nl-NL', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date());
    expect(await screen.findByText(thisMonth)).toBeInTheDocument();
    const weekdays = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(weekdays).toEqual(expect.arrayContaining(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']));
    expect(weekdays.indexOf('ma')).toBeLessThan(weekdays.indexOf('zo'));
  });

  it('shows a refused report’s reason in Dutch', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/tax-reports': {
        status: 400,
        body: {
          type: 'invalid_data',
          code: 'invalid_data',
          message: 'A report covers at most 366 days',
          fieldErrors: { to: ['A report covers at most 366 days'] },
          fieldIssues: {
            to: [
              {
                code: 'report_too_many_days',
                message: 'A report covers at most 366 days',
                params: { max: 366 },
              },
            ],
          },
        },
      },
    });
    renderApp('/admin/tax-reports');
    expect(
      await screen.findByText('Een overzicht beslaat maximaal 366 dagen', {}, slow),
    ).toBeInTheDocument();
  });

  it('totals the bar commissions in Dutch', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/bar-commissions': {
        body: barCommissionReport,
      },
    });
    renderApp('/admin/bar-commissions');
    expect(await screen.findByRole('cell', { name: 'Café de Jaren' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Barcommissies' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Verschuldigde commissie' })).toBeVisible();
    expect(
      screen.getByText('Totaal: 3 bestellingen, omzet € 27,24, verschuldigde commissie € 3,41'),
    ).toBeInTheDocument();
    expectNoEnglish(['Bar Commissions', 'Commission owed', 'Turnover', 'Total:']);
  });
});

describe('the back office in Dutch: page texts', () => {
  it('speaks Dutch around the texts, which stay as the restaurant wrote them', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/page-texts/home': { body: { title: 'Saved title' } },
      'PUT /api/admin/page-texts/home': (body) => ({ body }),
    });
    const { user } = renderApp('/admin/page-texts');
    const title = await screen.findByRole('textbox', { name: 'title' }, slow);
    expect(title).toHaveValue('Saved title');
    expect(screen.getByRole('heading', { name: 'Paginateksten' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Over ons' })).toBeInTheDocument();
    expect(screen.getByText('Standaard: Authentic Italian Fast Food')).toBeInTheDocument();
    expect(screen.getByText('Voorbeeld')).toBeInTheDocument();

    await user.type(title, '!');
    expect(screen.getByText('Niet-opgeslagen wijzigingen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Teksten opslaan' }));
    expect(await screen.findByText('De pagina Home toont ze nu.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ title: 'Saved title!' });
    expectNoEnglish(['Page Texts', 'Built-in:', 'Preview', 'Open the page', 'Save texts']);
  });
});

describe('the back office in Dutch: system pages', () => {
  it('checks and answers a geolocation look-up in Dutch', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/geolocation': {
        body: {
          geocoder: 'pdok',
          baseUrl: 'https://api.pdok.nl',
          circuit: 'open',
          timeoutMs: 2000,
          perMinute: 30,
        },
      },
      'POST /api/admin/geolocation/lookup': {
        body: {
          found: false,
          address: null,
          error: 'The geocoder did not answer (timeout).',
          texts: { error: { code: 'geocoder_no_answer', params: { reason: 'timeout' } } },
          tookMs: 12,
          circuit: 'open',
        },
      },
    });
    const { user } = renderApp('/admin/geolocation');
    expect(await screen.findByText('Open: verzoeken zijn gepauzeerd', {}, slow)).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Proefzoekopdracht' });
    await user.type(field, 'ab');
    await user.click(screen.getByRole('button', { name: 'Opzoeken' }));
    expect(await screen.findByText('Vul een adres van minstens 3 tekens in')).toBeInTheDocument();
    await user.type(field, 'c 1');
    await user.click(screen.getByRole('button', { name: 'Opzoeken' }));
    expect(await screen.findByText('De geocoder gaf geen antwoord (timeout).')).toBeInTheDocument();
    expect(screen.getByText('Beantwoord in 12 ms')).toBeInTheDocument();
    expectNoEnglish(['Geocoder in use', 'Circuit:', 'Timeout', 'Look up', 'Answered in']);
  });

  it('shows the payment settings in Dutch, dates in the Dutch format', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/payment-settings': {
        body: {
          provider: 'test',
          mode: 'test',
          keys: [{ name: 'STRIPE_WEBHOOK_SECRET', set: false }],
          reconcileMinutes: 5,
          lastWebhook: {
            provider: 'test',
            type: 'payment_intent.succeeded',
            receivedAt: '2026-11-25T11:00:00.000Z',
            processedAt: '2026-11-25T11:00:00.000Z',
            outcome: 'paid',
            lastError: null,
          },
          unsettledPayments: 2,
        },
      },
    });
    renderApp('/admin/payment-settings');
    expect(await screen.findByText('Test: geen echt geld', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Ingebouwde testmodus')).toBeInTheDocument();
    expect(screen.getByText('Niet ingesteld')).toBeInTheDocument();
    expect(screen.getByText('Ontvangen 25 nov 2026, 12:00')).toBeInTheDocument();
    expect(screen.getByText('Verwerkt 25 nov 2026, 12:00: paid')).toBeInTheDocument();
    expect(screen.getByText('Elke 5 minuten nagevraagd bij de provider.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Openstaande betalingen nu nagaan' })).toBeVisible();
    expectNoEnglish(['Provider in use', 'Not set', 'Received', 'Processed', 'Unsettled']);
  });

  it('sends a test e-mail and lists the deliveries in Dutch', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/email-deliveries': {
        body: {
          deliveries: [
            {
              key: 'k1',
              status: 'sent',
              recipient: 'giulia@example.com',
              subject: 'Your order',
              createdAt: '2026-11-25T11:00:00.000Z',
              sentAt: '2026-11-25T11:00:02.000Z',
            },
          ],
        },
      },
    });
    const { user } = renderApp('/admin/email-test');
    expect(await screen.findByText('giulia@example.com', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Onderwerp' })).toBeInTheDocument();
    expect(screen.getByText('25 nov 2026, 12:00:02')).toBeInTheDocument();
    expect(screen.getAllByText('Verstuurd')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Stuur een test-e-mail naar' }), 'nee');
    await user.click(screen.getByRole('button', { name: 'Test-e-mail versturen' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in')).toBeInTheDocument();
    expectNoEnglish(['Email Test', 'Last 20 deliveries', 'Subject', 'Queued', 'Send test']);
  });

  it('shows the api’s health and document in Dutch, the document’s own texts as written', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/health': {
        status: 503,
        body: { status: 'degraded', checks: { database: { ok: true }, redis: { ok: false } } },
      },
      'GET /api/openapi.json': {
        body: {
          info: { title: 'Italieno API', version: '1.0.0' },
          paths: {
            '/api/menu': {
              get: {
                tags: ['menu'],
                summary: 'The menu',
                description: 'Public.',
                responses: { '200': { description: 'OK' } },
              },
            },
          },
        },
      },
    });
    renderApp('/admin/api');
    expect(await screen.findByText('redis: onbereikbaar', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Verstoord')).toBeInTheDocument();
    expect(screen.getByText(/het volledige document staat op/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Operaties filteren' })).toBeInTheDocument();
    expect(screen.getAllByText('The menu')[0]).toBeInTheDocument();
    expectNoEnglish(['Health', 'Degraded', 'the full document']);
  });
});

describe('the back office in Dutch: its login', () => {
  it('asks for the username and tells another role it has no access, in Dutch', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/admin/login': {
        status: 403,
        body: {
          type: 'forbidden',
          code: 'not_admin',
          params: { role: 'customer' },
          message: 'You do not have admin privileges. Your role: customer',
        },
      },
    });
    const { user } = renderApp('/admin/login');
    expect(
      await screen.findByRole('heading', { name: 'Inloggen backoffice' }, slow),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Vul een gebruikersnaam in')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Gebruikersnaam'), 'maria');
    await user.type(screen.getByLabelText('Wachtwoord'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Geen toegang')).toBeInTheDocument();
    expect(
      screen.getByText('Je hebt geen toegang tot de backoffice. Je rol: klant'),
    ).toBeInTheDocument();
    await waitFor(() => expectNoEnglish(['Admin Login', 'Access denied', 'admin privileges']));
  });
});
