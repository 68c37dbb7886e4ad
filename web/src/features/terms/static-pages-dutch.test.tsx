import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { shopSettings, WEEK_HOURS } from '@/testing/fixtures';
import { inDutch } from '@/testing/in-dutch';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import AboutPage from '@/features/about/about-page';
import ContactPage from '@/features/contact/contact-page';
import TermsPage from './terms-page';

const settings = shopSettings({ ...WEEK_HOURS, Sunday: null });

/** Sentences of the English pages that must not show on the Dutch ones. */
const ENGLISH =
  /Our Values|Hungry yet|Order Now|Our Story|Contact Us|Get in Touch|Send Message|Opening hours|Terms and Conditions|Last updated|Definitions|Contact Information|Monday|Closed|contact page/;

inDutch();
afterEach(() => vi.unstubAllGlobals());

describe('the static pages in Dutch', () => {
  it('about: the built-in story in Dutch, a title the restaurant wrote as written', async () => {
    mockApi({ '/api/page-texts/about': { title: 'Chi siamo' } });
    renderWithProviders(<AboutPage />, { route: '/about' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
    expect(screen.getByText('Italiaans streetfood, vers gemaakt in Amsterdam.')).toBeVisible();
    expect(screen.getByText(/^Italieno begon met een eenvoudig idee/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Waar we voor staan' })).toBeVisible();
    for (const value of ['Kwaliteit', 'Traditie', 'Buurt']) {
      expect(screen.getByRole('heading', { name: value })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Bestel nu' })).toHaveAttribute('href', '/menu');
    expect(document.body.textContent).not.toMatch(ENGLISH);
  });

  it('about: a stored text equal to the built-in English one is shown in Dutch', async () => {
    mockApi({ '/api/page-texts/about': { title: 'Our Story' } });
    renderWithProviders(<AboutPage />, { route: '/about' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ons verhaal' })).toBeVisible();
  });

  it('contact: details, Dutch opening hours, validation and the sent banner', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/settings': settings,
      'POST /api/geo/geocode': { coordinates: { lat: 52.3545, lng: 4.8912 } },
      'POST /api/contact': ({ body }: { body: unknown }) => {
        sent.push(body);
        return json({ success: true, message: 'Message sent' });
      },
    });
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Neem contact op' })).toBeVisible();
    expect(await screen.findByText(/Ferdinand Bolstraat 10/)).toBeVisible();
    const hours = within(screen.getByLabelText('Openingstijden'))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(hours).toEqual([
      ['maandag - vrijdag', '11:00 - 22:00'],
      ['zaterdag', '12:00 - 23:00'],
      ['zondag', 'Gesloten'],
    ]);
    expect(
      await screen.findByTitle('Kaart met Italieno op Ferdinand Bolstraat 10, 1072 LJ Amsterdam'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));
    expect(await screen.findByText('Vul je voornaam in')).toBeVisible();
    expect(screen.getByText('Vul je achternaam in')).toBeVisible();
    expect(screen.getByText('Vul een geldig e-mailadres in')).toBeVisible();
    expect(screen.getByText('Schrijf een bericht van minstens 10 tekens')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Voornaam/ }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: /Achternaam/ }), 'van Dijk');
    await user.clear(screen.getByRole('textbox', { name: /E-mailadres/ }));
    await user.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'maria@example.nl');
    await user.type(
      screen.getByRole('textbox', { name: /^Bericht/ }),
      'Bezorgen jullie ook op zondag?',
    );
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Bericht verstuurd');
    expect(banner).toHaveTextContent(
      'We hebben je bericht ontvangen en reageren zo snel mogelijk!',
    );
    expect(sent).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(ENGLISH);
  });

  it('contact: the failure text when the server cannot be reached', async () => {
    mockApi({
      '/api/settings': settings,
      'POST /api/contact': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact' });

    await user.type(await screen.findByRole('textbox', { name: /Voornaam/ }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: /Achternaam/ }), 'van Dijk');
    await user.type(screen.getByRole('textbox', { name: /E-mailadres/ }), 'maria@example.nl');
    await user.type(screen.getByRole('textbox', { name: /^Bericht/ }), 'Een vraag over catering.');
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We konden geen verbinding maken met onze servers. Probeer het later opnieuw.',
    );
  });

  it('terms: ten Dutch sections, the Dutch date and the contact information', async () => {
    mockApi({ '/api/settings': settings });
    renderWithProviders(<TermsPage />, { route: '/terms' });

    expect(screen.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeVisible();
    expect(screen.getByText('Laatst bijgewerkt: 21 nov 2026')).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Definities',
      '2. Toepasselijkheid',
      '3. Bestellen en overeenkomst',
      '4. Bezorging',
      '5. Betaling',
      '6. Annuleren en retourneren',
      '7. Aansprakelijkheid',
      '8. Privacy',
      '9. Geschillen',
      '10. Wijzigingen',
      'Contactgegevens',
    ]);
    const definitions = within(screen.getByRole('region', { name: '1. Definities' }));
    expect(definitions.getByText('Klant', { selector: 'b' })).toBeVisible();
    expect(await screen.findByText('Telefoon: +31 20 123 4567')).toBeVisible();
    expect(screen.getByRole('link', { name: 'contactpagina' })).toHaveAttribute('href', '/contact');
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/tot 10 minuten na de bevestiging kosteloos annuleren/);
    expect(text).toMatch(/Nederlands recht van toepassing/);
    expect(text).not.toMatch(ENGLISH);
    expect(text).not.toMatch(/<b>/);
  });
});
