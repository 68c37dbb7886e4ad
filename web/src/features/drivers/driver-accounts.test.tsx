import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DRIVER_AGREEMENT_CHECKBOXES,
  DRIVER_AGREEMENT_VERSION,
  FORGOT_PASSWORD_ANSWER,
} from '@shop/contracts';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';
import { drawOnPad, installFakeCanvas } from '@/testing/fake-signature-pad';

vi.mock('signature_pad', async () => ({
  default: (await import('@/testing/fake-signature-pad')).FakeSignaturePad,
}));

beforeAll(installFakeCanvas);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const driver = {
  id: 3,
  userId: 7,
  fullName: 'Luca Rossi',
  phone: '+31 6 1111 2222',
  vehicleType: 'bike',
  licensePlate: '',
  licenseNumber: '',
  isActive: false,
  agreementAccepted: true,
  agreementDate: '2026-11-20T10:00:00.000Z',
};
const driverSession = { body: { user: userAnswer('driver', 'luca').body, driver } };

type User = ReturnType<typeof renderApp>['user'];

async function fillDetails(user: User) {
  await user.type(await screen.findByLabelText('Full name'), 'Luca Rossi');
  await user.type(screen.getByLabelText('Email'), 'luca@example.com');
  await user.type(screen.getByLabelText('Username'), 'luca');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Next: the agreement' }));
}

async function tickAll(user: User) {
  for (const box of DRIVER_AGREEMENT_CHECKBOXES) await user.click(screen.getByLabelText(box.label));
  await user.click(screen.getByLabelText('I have read and accept the driver agreement'));
}

describe('driver registration stepper', () => {
  it('checks the details before showing the agreement', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/driver/register');
    await user.click(await screen.findByRole('button', { name: 'Next: the agreement' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByLabelText('Driver agreement text')).not.toBeInTheDocument();

    await fillDetails(user);
    expect(await screen.findByLabelText('Driver agreement text')).toBeInTheDocument();
    expect(screen.getByText(`Version ${DRIVER_AGREEMENT_VERSION}`)).toBeInTheDocument();
    // The typed signature starts as the name just entered.
    expect(screen.getByLabelText('Full name as signature')).toHaveValue('Luca Rossi');
  });

  it('refuses to register without a drawn signature or with a box unticked', async () => {
    const { calls } = mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/driver/register');
    await fillDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Sign and register' }));
    expect(
      await screen.findByText('Please sign the agreement in the signature box'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Please tick: I have read the delivery partner/)).toBeInTheDocument();
    expect(screen.getByText('You must accept the driver agreement')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/driver/register')).toBe(false);
  });

  it('signs, shows the toast and logs in automatically after 1 s, landing on the dashboard', async () => {
    const at: Record<string, number> = {};
    const { calls } = mockApi({
      'GET /api/user': signedOut,
      'POST /api/driver/register': () => {
        at.registered = Date.now();
        return { status: 201, body: driverSession.body };
      },
      'POST /api/driver/login': () => {
        at.login = Date.now();
        return { body: { ...driverSession.body, token: 'secret' } };
      },
      'GET /api/driver/me': driverSession,
    });
    const { router, user } = renderApp('/driver/register');
    await fillDetails(user);
    await tickAll(user);
    act(() => drawOnPad());

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and register' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Your driver account has been created')).toBeInTheDocument();

    const sent = calls.find((c) => c.path === '/api/driver/register')!.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      username: 'luca',
      email: 'luca@example.com',
      fullName: 'Luca Rossi',
      vehicleType: 'bike',
      agreementAccepted: true,
      digitalSignature: 'Luca Rossi',
      agreementVersion: DRIVER_AGREEMENT_VERSION,
      agreementCheckboxes: Object.fromEntries(DRIVER_AGREEMENT_CHECKBOXES.map((b) => [b.id, true])),
    });
    // Points only, kept inside the pad (320 px wide here): never an SVG from the browser.
    expect(sent.signature).toEqual({
      width: 320,
      height: 180,
      strokes: [
        [
          { x: 10, y: 80 },
          { x: 40, y: 30 },
          { x: 70, y: 90 },
        ],
        [
          { x: 120, y: 60 },
          { x: 180, y: 62 },
          { x: 320, y: 58 },
        ],
      ],
    });

    // Both moments come from the fake clock that runs the timers: the login waits a full second.
    await act(() => vi.advanceTimersByTimeAsync(1600));
    await waitFor(() => expect(router.state.location.pathname).toBe('/driverdashboardnow'));
    expect(at.login! - at.registered!).toBeGreaterThanOrEqual(1000);
    expect(calls.find((c) => c.path === '/api/driver/login')?.body).toEqual({
      username: 'luca',
      password: 'secret1',
    });
  });

  it('a taken username sends the driver back to their details with the message', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/driver/register': {
        status: 409,
        body: {
          type: 'conflict',
          message: 'This username is already taken. Please choose a different username.',
        },
      },
    });
    const { user } = renderApp('/driver/register');
    await fillDetails(user);
    await tickAll(user);
    act(() => drawOnPad());
    await user.click(screen.getByRole('button', { name: 'Sign and register' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });
});

const agreementStatus = (needsSignature: boolean) => ({
  body: {
    current: {
      version: DRIVER_AGREEMENT_VERSION,
      title: 't',
      sections: [],
      checkboxes: [],
      hash: 'h',
    },
    signed: {
      version: needsSignature ? '2025-01-1' : DRIVER_AGREEMENT_VERSION,
      hash: 'h',
      signedAt: '2026-11-20T10:00:00.000Z',
      signerName: 'Luca Rossi',
      checkboxes: {},
      signatureSvg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M1 1 L5 5"/></svg>',
    },
    needsSignature,
  },
});

describe('/driver/agreement', () => {
  it('shows the signed version, date and signature image', async () => {
    mockApi({
      'GET /api/user': userAnswer('driver', 'luca'),
      'GET /api/driver/me': driverSession,
      'GET /api/driver/agreement': agreementStatus(false),
    });
    renderApp('/driver/agreement');
    expect(await screen.findByText('Signed')).toBeInTheDocument();
    expect(screen.getByText(`Agreement version ${DRIVER_AGREEMENT_VERSION}`)).toBeInTheDocument();
    expect(screen.getByText(/^Signed on Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Signed by Luca Rossi')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Your signature' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('after a new version, asks to sign it and sends the signature', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('driver', 'luca'),
      'GET /api/driver/me': driverSession,
      'GET /api/driver/agreement': agreementStatus(true),
      'POST /api/driver/agreement': agreementStatus(false),
    });
    const { user } = renderApp('/driver/agreement');
    expect(await screen.findByText('The agreement has changed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign agreement' }));
    expect(
      await screen.findByText('Please sign the agreement in the signature box'),
    ).toBeInTheDocument();
    for (const box of DRIVER_AGREEMENT_CHECKBOXES)
      await user.click(screen.getByLabelText(box.label));
    act(() => drawOnPad());
    await user.click(screen.getByRole('button', { name: 'Sign agreement' }));
    expect(await screen.findByText('Agreement signed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      agreementVersion: DRIVER_AGREEMENT_VERSION,
      digitalSignature: 'Luca Rossi',
    });
    expect(await screen.findByText('Signed by Luca Rossi')).toBeInTheDocument();
  });

  it.each([401, 403])(
    'when /api/driver/me answers %i, the session is dropped and the driver login opens',
    async (status) => {
      mockApi({
        'GET /api/user': userAnswer('driver', 'luca'),
        'GET /api/driver/me': {
          status,
          body: { type: 'unauthorized', message: 'Not authenticated' },
        },
      });
      const { router } = renderApp('/driver/agreement');
      await waitFor(() => expect(router.state.location.pathname).toBe('/driver/login'));
    },
  );
});

describe('forgot and reset password', () => {
  it('forgot password: sends the address and shows the one answer', async () => {
    const { calls } = mockApi({
      'GET /api/user': signedOut,
      'POST /api/driver/forgot-password': { body: { message: FORGOT_PASSWORD_ANSWER } },
    });
    const { user } = renderApp('/driver/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'luca@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_ANSWER)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'luca@example.com' });
  });

  it('the login page links to it', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { router, user } = renderApp('/driver/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/driver/forgot-password');
  });

  it('reset: sets the password with the token, then opens the login with a toast', async () => {
    const { calls } = mockApi({
      'GET /api/user': signedOut,
      'POST /api/driver/reset-password': { body: { message: 'ok' } },
    });
    const { router, user } = renderApp('/driver/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-pass-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: 'abc123',
      password: 'new-pass-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/login'));
  });

  it('reset: an expired link says so and offers a new one', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/driver/reset-password': {
        status: 400,
        body: {
          type: 'invalid_data',
          message:
            'This reset link has expired: links work for one hour. Please ask for a new link on the Forgot password page.',
        },
      },
    });
    const { user } = renderApp('/driver/reset-password?token=old');
    await user.type(await screen.findByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/This reset link has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('reset without a token says the link is incomplete', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/driver/reset-password');
    expect(await screen.findByText('This reset link is incomplete')).toBeInTheDocument();
  });
});

describe('/driver/profile', () => {
  it('saves phone, vehicle and plate', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('driver', 'luca'),
      'GET /api/driver/me': driverSession,
      'PATCH /api/driver/profile': (body) => ({ body: { ...driver, ...(body as object) } }),
    });
    const { user } = renderApp('/driver/profile');
    const phone = await screen.findByLabelText('Phone');
    expect(phone).toHaveValue('+31 6 1111 2222');
    await user.clear(phone);
    await user.type(phone, '+31 6 9999 0000');
    await user.click(screen.getByText('Scooter'));
    await user.type(screen.getByLabelText('License plate'), 'F-123-XY');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      phone: '+31 6 9999 0000',
      vehicleType: 'scooter',
      licensePlate: 'F-123-XY',
    });
  });

  it('changes the password, showing a wrong current password under its field', async () => {
    let attempt = 0;
    mockApi({
      'GET /api/user': userAnswer('driver', 'luca'),
      'GET /api/driver/me': driverSession,
      'POST /api/driver/password': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                type: 'invalid_data',
                message: 'Your current password is not correct',
                fieldErrors: { currentPassword: ['Your current password is not correct'] },
              },
            }
          : {
              body: {
                message:
                  'Your password has been changed. You have been signed out on your other devices.',
              },
            },
    });
    const { user } = renderApp('/driver/profile');
    await user.type(await screen.findByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Your current password is not correct')).not.toHaveLength(0);
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });

  it('unauthenticated, /driver/profile opens the driver login', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { router } = renderApp('/driver/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/login'));
  });
});
