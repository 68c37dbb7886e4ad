import { afterEach, describe, expect, it } from 'vitest';
import { orderingBanner, type OrderingStatus } from '@shop/contracts';
import { changeLanguage } from './index';
import {
  loadMessages,
  localizeApiMessage,
  localizeFieldIssue,
  localizeIssue,
  localizeMessage,
  localizeValidationMessage,
} from './messages';
import { PageTextsUpdate } from '@shop/contracts';

afterEach(() => changeLanguage('en'));

const statuses = (): OrderingStatus[] =>
  Array.from({ length: 16 }, (_, mask) => ({
    masterEnabled: Boolean(mask & 1),
    foodOrderingEnabled: Boolean(mask & 2),
    barOrderingEnabled: Boolean(mask & 4),
    merchandiseOrderingEnabled: Boolean(mask & 8),
  }));

describe('server and validation messages', () => {
  it('stay exactly as the api sent them in English', async () => {
    await changeLanguage('en');
    expect(localizeMessage('Username is required')).toBe('Username is required');
  });

  it('are shown in Dutch when the shop speaks Dutch, parameters kept', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    expect(localizeValidationMessage('Username is required')).toBe('Vul een gebruikersnaam in');
    // A validation message or one of the api's, held as text, by the code it leads back to.
    expect(localizeMessage('Username is required')).toBe('Vul een gebruikersnaam in');
    expect(localizeMessage('Order not found')).toBe('Bestelling niet gevonden');
    expect(localizeMessage('Great! Your address is within our delivery zone: West & Zuid')).toBe(
      'Top! Je adres ligt in ons bezorggebied: West & Zuid',
    );
  });

  it('leave a sentence without a translation in English rather than hide it', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    expect(localizeMessage('Something nobody translated')).toBe('Something nobody translated');
  });

  it('translate every banner the ordering switches can show', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    for (const status of statuses()) {
      for (const scope of ['all', 'food', 'bar', 'merchandise'] as const) {
        const banner = orderingBanner(status, scope);
        if (banner) expect(localizeMessage(banner.message)).not.toBe(banner.message);
      }
    }
    expect(
      localizeMessage(
        orderingBanner(
          {
            masterEnabled: true,
            foodOrderingEnabled: false,
            barOrderingEnabled: false,
            merchandiseOrderingEnabled: false,
          },
          'all',
        )!.message,
      ),
    ).toBe(
      'Eten bestellen en bezorgen, bestellen met de QR-code in de bar en merchandise bestellen zijn tijdelijk niet mogelijk.',
    );
  });
});

describe("the api's error messages", () => {
  it('are shown in Dutch by their code, whatever the English says', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    const body = { type: 'not_found', code: 'order_not_found', message: 'That order is gone' };
    expect(localizeApiMessage(body, body.message)).toBe('Bestelling niet gevonden');
  });

  it('are written in Dutch from their params, not from the English sentence', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    const body = {
      type: 'unprocessable',
      code: 'below_minimum_order',
      message: 'Spend at least € 20,00 in West & Zuid',
      params: { zone: 'West & Zuid', minimumOrderCents: 2000 },
    };
    expect(localizeApiMessage(body, body.message)).toBe(
      'Het minimale bestelbedrag voor West & Zuid is € 20,00',
    );
    const full = { code: 'driver_full', params: { driver: 'Luca', max: 3 }, message: 'Full' };
    expect(localizeApiMessage(full, full.message)).toBe('Luca brengt al 3 bestellingen');
  });

  it('stay English for an English visitor', async () => {
    await changeLanguage('en');
    const body = { type: 'not_found', code: 'order_not_found', message: 'Order not found' };
    expect(localizeApiMessage(body, body.message)).toBe('Order not found');
  });

  it('say a shared schema’s message by the code of the field it names', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    const field = {
      type: 'invalid_data',
      code: 'invalid_data',
      message: 'Name must be given',
      fieldErrors: { name: ['Name must be given'] },
      fieldIssues: {
        name: [
          { code: 'field_required', message: 'Name must be given', params: { field: 'name' } },
        ],
      },
    };
    expect(localizeApiMessage(field, field.message)).toBe('Vul een naam in');
    expect(localizeFieldIssue(field.fieldIssues.name[0]!, 'Name must be given')).toBe(
      'Vul een naam in',
    );
    const apiOwn = { code: 'email_taken', message: 'Taken' };
    expect(localizeFieldIssue(apiOwn, apiOwn.message)).toMatch(/^Dit e-mailadres is al/);
  });

  it('say a refinement’s issue made of what was typed by the code the issue names', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    const checked = PageTextsUpdate.safeParse({ 'hero title': 'Ciao' });
    expect(localizeIssue(checked.error!.issues[0]!)).toBe(
      `De sleutel "hero title" heeft 1 tot 60 letters, cijfers, '.', '_' of '-'`,
    );
  });

  it('keep a body without a known code translated by its English', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    const unknown = { type: 'conflict', code: 'a_code_from_later', message: 'Not found' };
    expect(localizeApiMessage(unknown, unknown.message)).toBe('Niet gevonden');
    expect(localizeApiMessage(null, 'Failed to fetch')).toBe('Geen verbinding met de server');
  });
});
