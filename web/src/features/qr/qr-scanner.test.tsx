import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import { QrScanner } from './qr-scanner';

const scanner = vi.hoisted(() => ({
  start: vi.fn(),
  stop: vi.fn(async () => undefined),
  isScanning: false,
}));

vi.mock('html5-qrcode', () => ({
  Html5Qrcode: vi.fn(function Html5Qrcode() {
    return scanner;
  }),
}));

function withCamera(present: boolean) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: present ? { getUserMedia: vi.fn() } : undefined,
  });
}

beforeEach(() => {
  scanner.start.mockReset();
  scanner.stop.mockClear();
  scanner.isScanning = false;
  withCamera(true);
});
afterEach(() => withCamera(false));

describe('QR scanner', () => {
  it('starts the rear camera at 10 fps with a 250×250 box and shows Scanning', async () => {
    scanner.start.mockImplementation(async () => {
      scanner.isScanning = true;
      return null;
    });
    const { user } = renderWithProviders(<QrScanner onScan={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));

    expect(await screen.findByText('Scanning')).toBeInTheDocument();
    expect(scanner.start).toHaveBeenCalledWith(
      { facingMode: 'environment' },
      { fps: 10, qrbox: { width: 250, height: 250 } },
      expect.any(Function),
      expect.any(Function),
    );
    await user.click(screen.getByRole('button', { name: 'Stop Scanning' }));
    await waitFor(() => expect(scanner.stop).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
  });

  it('hands a read code over and stops', async () => {
    scanner.start.mockImplementation(
      async (_camera, _config, onSuccess: (text: string) => void) => {
        scanner.isScanning = true;
        setTimeout(() => onSuccess('italieno:location:ndsm-terrace'), 0);
        return null;
      },
    );
    const onScan = vi.fn();
    const { user } = renderWithProviders(<QrScanner onScan={onScan} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('italieno:location:ndsm-terrace'), {
      timeout: 2000,
    });
  });

  it('reads a code only once while the camera is stopping', async () => {
    scanner.start.mockImplementation(
      async (_camera, _config, onSuccess: (text: string) => void) => {
        scanner.isScanning = true;
        setTimeout(() => {
          onSuccess('italieno:bar:da-mario');
          onSuccess('italieno:bar:da-mario');
        }, 0);
        return null;
      },
    );
    const onScan = vi.fn();
    const { user } = renderWithProviders(<QrScanner onScan={onScan} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    await waitFor(() => expect(scanner.stop).toHaveBeenCalledTimes(1));
    expect(onScan).toHaveBeenCalledTimes(1);
  });

  describe('while the camera permission prompt is still open', () => {
    /** start() answers only when the test says so, as it does while the browser asks. */
    function startAnswersLate() {
      let grant!: () => void;
      scanner.start.mockImplementation(
        () =>
          new Promise((resolve) => {
            grant = () => {
              scanner.isScanning = true;
              resolve(null);
            };
          }),
      );
      return { grant: () => grant() };
    }

    it('Stop Scanning turns the camera off once it has started', async () => {
      const camera = startAnswersLate();
      const { user } = renderWithProviders(<QrScanner onScan={vi.fn()} onCancel={vi.fn()} />);
      await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
      await waitFor(() => expect(scanner.start).toHaveBeenCalled());

      await user.click(screen.getByRole('button', { name: 'Stop Scanning' }));
      expect(scanner.stop).not.toHaveBeenCalled();
      camera.grant();

      await waitFor(() => expect(scanner.stop).toHaveBeenCalledTimes(1));
      expect(await screen.findByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
      expect(screen.queryByText('Scanning')).not.toBeInTheDocument();
    });

    it('Cancel turns the camera off once it has started', async () => {
      const camera = startAnswersLate();
      const onCancel = vi.fn();
      const { user } = renderWithProviders(<QrScanner onScan={vi.fn()} onCancel={onCancel} />);
      await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
      await waitFor(() => expect(scanner.start).toHaveBeenCalled());

      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onCancel).toHaveBeenCalled();
      camera.grant();
      await waitFor(() => expect(scanner.stop).toHaveBeenCalledTimes(1));
    });

    it('leaving the page turns the camera off once it has started', async () => {
      const camera = startAnswersLate();
      const { user, unmount } = renderWithProviders(
        <QrScanner onScan={vi.fn()} onCancel={vi.fn()} />,
      );
      await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
      await waitFor(() => expect(scanner.start).toHaveBeenCalled());

      unmount();
      expect(scanner.stop).not.toHaveBeenCalled();
      camera.grant();
      await waitFor(() => expect(scanner.stop).toHaveBeenCalledTimes(1));
    });

    it('a refusal after Stop leaves no error behind', async () => {
      let refuse!: () => void;
      scanner.start.mockImplementation(
        () =>
          new Promise((_resolve, reject) => {
            refuse = () =>
              reject(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));
          }),
      );
      const { user } = renderWithProviders(<QrScanner onScan={vi.fn()} onCancel={vi.fn()} />);
      await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
      await waitFor(() => expect(scanner.start).toHaveBeenCalled());
      await user.click(screen.getByRole('button', { name: 'Stop Scanning' }));
      refuse();

      expect(await screen.findByRole('button', { name: 'Start Scanning' })).toBeInTheDocument();
      expect(scanner.stop).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('without a camera API: not available on this device or browser', async () => {
    withCamera(false);
    const { user } = renderWithProviders(<QrScanner onScan={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    expect(
      screen.getByText('QR code scanner is not available on this device or browser'),
    ).toBeInTheDocument();
  });

  it('a refused camera: Camera access denied', async () => {
    scanner.start.mockRejectedValue(
      Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }),
    );
    const { user } = renderWithProviders(<QrScanner onScan={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    expect(
      await screen.findByText(
        'Camera access denied. Please allow camera access and try again.',
        {},
      ),
    ).toBeInTheDocument();
  });

  it('another failure: Could not start scanner with the reason', async () => {
    scanner.start.mockRejectedValue('No camera found');
    const { user } = renderWithProviders(<QrScanner onScan={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    expect(await screen.findByText('Could not start scanner: No camera found')).toBeInTheDocument();
  });

  it('says why in the shop’s language, also after a switch while it shows', async () => {
    scanner.start.mockRejectedValue('No camera found');
    const { user } = renderWithProviders(<QrScanner onScan={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    expect(await screen.findByText('Could not start scanner: No camera found')).toBeInTheDocument();
    try {
      await act(() => changeLanguage('nl'));
      expect(
        await screen.findByText('De scanner kon niet starten: No camera found'),
      ).toBeInTheDocument();
      withCamera(false);
      await user.click(screen.getByRole('button', { name: 'Start scannen' }));
      expect(
        screen.getByText('De QR-scanner werkt niet op dit apparaat of in deze browser'),
      ).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
