import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

    expect(await screen.findByText('Scanning', {}, { timeout: 2000 })).toBeInTheDocument();
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
        { timeout: 2000 },
      ),
    ).toBeInTheDocument();
  });

  it('another failure: Could not start scanner with the reason', async () => {
    scanner.start.mockRejectedValue('No camera found');
    const { user } = renderWithProviders(<QrScanner onScan={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Start Scanning' }));
    expect(
      await screen.findByText('Could not start scanner: No camera found', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });
});
