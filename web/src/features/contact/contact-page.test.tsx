import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { shopSettings } from '@/testing/fixtures';
import { json, mockApi, offline, type Handler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import ContactPage from './contact-page';

const settings = shopSettings();

function renderContact(send: Handler = () => json({ success: true, message: 'Thanks' })) {
  const fetchMock = mockApi({
    '/api/settings': settings,
    'POST /api/geo/geocode': { coordinates: { lat: 52.3545, lng: 4.8912 } },
    'POST /api/contact': send,
  });
  return { fetchMock, ...renderWithProviders(<ContactPage />, { route: '/contact' }) };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillValidForm(user: ReturnType<typeof renderContact>['user']) {
  await user.type(field(/First name/), 'Maria');
  await user.type(field(/Last name/), 'van Dijk');
  await user.type(field(/Email/), 'maria@example.nl');
  await user.type(field(/^Message/), 'Do you cater for a party of twenty?');
}

afterEach(() => vi.unstubAllGlobals());

describe('contact page details', () => {
  it('shows the address, phone, fixed e-mail and opening hours grouped by identical hours', async () => {
    renderContact();

    expect(await screen.findByText(/Ferdinand Bolstraat 10/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute(
      'href',
      'tel:+31201234567',
    );
    expect(screen.getByRole('link', { name: 'info@italieno.nl' })).toHaveAttribute(
      'href',
      'mailto:info@italieno.nl',
    );

    const hours = screen.getByLabelText('Opening hours');
    const rows = within(hours)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Monday - Friday', '11:00 - 22:00'],
      ['Saturday', '12:00 - 23:00'],
      ['Sunday', '12:00 - 21:00'],
    ]);
  });

  it('embeds a map of the restaurant with a link to a larger map', async () => {
    renderContact();

    const map = await screen.findByTitle(
      'Map showing Italieno at Ferdinand Bolstraat 10, 1072 LJ Amsterdam',
    );
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=52\.35450,4\.89120$/,
    );
    expect(screen.getByRole('link', { name: 'View larger map' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=52.35450&mlon=4.89120'),
    );
  });
});

describe('contact form', () => {
  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    const { user, fetchMock } = renderContact();

    await user.type(field(/Email/), 'not-an-email');
    await user.type(field(/^Message/), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a detailed message of at least 10 characters'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/contact')).toBe(false);
  });

  it('shows Sending... while submitting, then the success banner and an empty form', async () => {
    let answer: (response: Response) => void = () => {};
    const received: unknown[] = [];
    const { user } = renderContact(({ body }) => {
      received.push(body);
      return new Promise<Response>((resolve) => (answer = resolve));
    });

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(received).toEqual([
      {
        firstName: 'Maria',
        lastName: 'van Dijk',
        email: 'maria@example.nl',
        message: 'Do you cater for a party of twenty?',
      },
    ]);

    answer(json({ success: true, message: 'Message received' }));

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Message Sent');
    expect(banner).toHaveTextContent(
      'We have received your message and will get back to you as soon as possible!',
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of [/First name/, /Last name/, /Email/, /Phone/, /^Message/]) {
      expect(field(label)).toHaveValue('');
    }
  });

  it('shows the server message when the server refuses the message', async () => {
    const { user } = renderContact(() =>
      json({ message: 'Please enter a valid email address' }, 400),
    );

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    expect(field(/First name/)).toHaveValue('Maria');
  });

  it('shows the general failure text when the server gives no message', async () => {
    const { user } = renderContact(() => new Response('', { status: 502 }));

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem sending your message. Please try again.',
    );
  });

  it('shows the connection text when the server cannot be reached', async () => {
    const { user } = renderContact(offline);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem connecting to our servers. Please try again later.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled());
  });
});
