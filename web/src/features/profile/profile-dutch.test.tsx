import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_STATUS_EMAILS, type Profile } from '@shop/contracts';
import { mockApi } from '@/testing/mock-endpoints';
import { inDutch } from '@/testing/in-dutch';
import { renderWithProviders } from '@/testing/test-utils';
import ConfirmEmailPage from './confirm-email-page';
import ProfilePage from './profile-page';

const maria: Profile = {
  id: 7,
  username: 'maria',
  email: 'maria@example.com',
  pendingEmail: 'maria@example.nl',
  role: 'customer',
  fullName: 'Maria de Vries',
  phone: '+31 6 1234 5678',
  profileImage: null,
  language: 'nl',
  statusEmails: DEFAULT_STATUS_EMAILS,
};

/** English of the profile that must not show on the Dutch page. */
const ENGLISH =
  /My Profile|Photo\b|Default delivery address|Manage my addresses|Current address|Waiting for confirmation|Change password|Download my data|Delete my account|Upload photo|Save details/;

inDutch();
afterEach(() => vi.unstubAllGlobals());

function renderProfile() {
  const api = mockApi({
    'GET /api/account/profile': { body: maria },
    'GET /api/addresses/default': { body: null },
    'POST /api/account/password': {
      status: 400,
      body: {
        type: 'invalid_data',
        code: 'wrong_password',
        params: { wording: 'password' },
        message: 'Your password is not correct',
        fieldErrors: { currentPassword: ['Your password is not correct'] },
        fieldIssues: {
          currentPassword: [
            {
              code: 'wrong_password',
              message: 'Your password is not correct',
              params: { wording: 'password' },
            },
          ],
        },
      },
    },
  });
  return { api, ...renderWithProviders(<ProfilePage />, { route: '/profile' }) };
}

describe('the profile in Dutch', () => {
  it('names every section and field in Dutch', async () => {
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Foto',
      'Account',
      'Standaard bezorgadres',
      'E-mailadres',
      'Wachtwoord',
      'Meldingen op je apparaten',
      'Mijn gegevens',
    ]);
    expect(screen.getByRole('button', { name: 'Foto uploaden' })).toBeVisible();
    expect(screen.getByText('Nog geen opgeslagen adres.')).toBeVisible();
    const email = within(screen.getByRole('form', { name: 'E-mailadres wijzigen' }));
    expect(email.getByText(/^Huidig adres:/)).toHaveTextContent('Huidig adres: maria@example.com');
    expect(email.getByText('maria@example.com').tagName).toBe('STRONG');
    expect(
      email.getByText(
        'Wacht op bevestiging: maria@example.nl. Open de link die we daarheen hebben gestuurd.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Gegevens opslaan' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mijn gegevens downloaden' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(ENGLISH);
  });

  it('checks the new password in Dutch, and shows the server’s refusal in Dutch', async () => {
    const { user } = renderProfile();
    const form = within(await screen.findByRole('form', { name: 'Wachtwoord wijzigen' }));

    await user.type(form.getByLabelText('Nieuw wachtwoord'), 'kort');
    await user.click(form.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await form.findByText('Vul je huidige wachtwoord in')).toBeVisible();
    expect(form.getByText('Je wachtwoord moet minstens 6 tekens hebben')).toBeVisible();

    await user.type(form.getByLabelText('Huidig wachtwoord'), 'verkeerd1');
    await user.clear(form.getByLabelText('Nieuw wachtwoord'));
    await user.type(form.getByLabelText('Nieuw wachtwoord'), 'nieuw-geheim');
    await user.type(form.getByLabelText('Herhaal nieuw wachtwoord'), 'nieuw-geheim');
    await user.click(form.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByText('Fout')).toBeVisible();
    expect(form.getByText('Je wachtwoord klopt niet')).toBeVisible();
  });

  it('asks for the password in Dutch before the account is deleted', async () => {
    const { user } = renderProfile();

    await user.click(await screen.findByRole('button', { name: 'Mijn account verwijderen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Je account verwijderen' }));
    expect(dialog.getByText('Dit kan niet ongedaan worden gemaakt')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeVisible();
    expect(
      dialog.getByRole('button', { name: 'Mijn account definitief verwijderen' }),
    ).toBeVisible();
  });

  it('confirms a new e-mail address in Dutch', async () => {
    mockApi({
      'POST /api/account/email/confirm': {
        body: { message: 'Your e-mail address has been changed', email: 'maria@example.nl' },
      },
    });
    renderWithProviders(<ConfirmEmailPage />, { route: '/confirm-email?token=abc' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Bevestig je e-mailadres' }),
    ).toBeVisible();
    expect(
      await screen.findByText('maria@example.nl is nu het e-mailadres van je account.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar mijn profiel' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('says in Dutch when the link has expired', async () => {
    mockApi({
      'POST /api/account/email/confirm': {
        status: 400,
        body: {
          type: 'invalid_data',
          code: 'link_invalid',
          message: 'This link is not valid any more. Ask for a new one on your profile page.',
        },
      },
    });
    renderWithProviders(<ConfirmEmailPage />, { route: '/confirm-email?token=old' });

    expect(
      await screen.findByText(
        'Deze link is niet meer geldig. Vraag een nieuwe aan op je profielpagina.',
      ),
    ).toBeVisible();
  });
});
