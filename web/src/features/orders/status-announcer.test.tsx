import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusAnnouncer } from './status-announcer';

const renderAnnouncer = (status: string, estimate: string) =>
  render(<StatusAnnouncer status={status} estimate={estimate} />, { wrapper: MantineProvider });

describe('StatusAnnouncer', () => {
  it('says nothing when the page opens, then reads out each new status with its estimate', () => {
    const view = renderAnnouncer('preparing', 'Ready in about 15 minutes');
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(/^$/);

    view.rerender(<StatusAnnouncer status="preparing" estimate="Ready in about 14 minutes" />);
    expect(region).toHaveTextContent(/^$/);

    view.rerender(<StatusAnnouncer status="in_transit" estimate="Arriving in about 9 minutes" />);
    expect(region).toHaveTextContent('In Transit. Arriving in about 9 minutes');
  });
});
