import { afterEach, describe, expect, it } from 'vitest';
import {
  LOCATION_OUTSIDE_ZONE_MESSAGE,
  LOCATION_UNAVAILABLE_MESSAGE,
  QR_VALID_MESSAGE,
  apiMessage,
  codedText,
} from '@shop/contracts';
import { changeLanguage } from './index';
import {
  loadMessages,
  localizeApiMessage,
  localizeFieldIssue,
  localizeIssue,
  localizeMessage,
  localizeValidationMessage,
} from './messages';
import { localizeNote, sayApiMessage } from './notes';
import { PageTextsUpdate } from '@shop/contracts';

afterEach(() => changeLanguage('en'));

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
    // The contracts' constants of the QR check, which the location pages still hold as text.
    expect(localizeMessage(QR_VALID_MESSAGE)).toBe('QR-code geldig');
    expect(localizeMessage(LOCATION_UNAVAILABLE_MESSAGE)).toBe(
      'Deze bezorglocatie is op dit moment niet beschikbaar.',
    );
    expect(localizeMessage(LOCATION_OUTSIDE_ZONE_MESSAGE)).toBe(
      'Sorry, we bezorgen nog niet op deze locatie.',
    );
  });

  it('leave a sentence without a translation in English rather than hide it', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    expect(localizeMessage('Something nobody translated')).toBe('Something nobody translated');
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
  });
});

describe('the notes an answer carries as data, with their codes', () => {
  it('are said in Dutch by their code and params, whatever the English says', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    const overlap = apiMessage('zone_overlap', { zone: 'Centrum', percent: 12, winner: 'Noord' });
    expect(localizeNote(codedText(overlap), 'Overlaps somewhere')).toBe(
      'Overlapt met de actieve zone "Centrum" (ongeveer 12 % van deze zone). Adressen in de overlap krijgen de bezorgkosten en het minimale bestelbedrag van "Noord", de zone die hoger in de lijst staat.',
    );
    expect(sayApiMessage(apiMessage('in_zone', { zone: 'West & Zuid' }))).toBe(
      'Top! Je adres ligt in ons bezorggebied: West & Zuid',
    );
    // A validation code too (a QR code that is not one of the shop's).
    expect(localizeNote({ code: 'qr_code_invalid' }, 'Invalid')).not.toBe('Invalid');
  });

  it('stay as they came in English, and without a code', async () => {
    await changeLanguage('en');
    const line = apiMessage('qr_scan_bar', { bar: 'Bar Fiorella' });
    expect(localizeNote(codedText(line), line.text)).toBe(line.text);
    await changeLanguage('nl');
    await loadMessages('nl');
    expect(localizeNote(undefined, 'A provider’s own words')).toBe('A provider’s own words');
  });
});
