import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

const driver = {
  id: 3,
  userId: 7,
  fullName: 'Luca Rossi',
  phone: '+31 6 1111 2222',
  vehicleType: 'bike',
  licensePlate: 'F-123-XY',
  licenseNumber: '',
  isActive: true,
  agreementAccepted: true,
  agreementDate: '2026-11-20T10:00:00.000Z',
};

/** The phone and plate as the browser sees them: the phone offers the number it knows. */
async function expectPhoneAndPlateHints() {
  const phone = await screen.findByLabelText('Phone');
  expect(phone).toHaveAttribute('type', 'tel');
  expect(phone).toHaveAttribute('autocomplete', 'tel');
  const plate = screen.getByLabelText('License plate');
  expect(plate).not.toHaveAttribute('autocomplete');
}

describe('the driver details both the register and the profile page ask', () => {
  it('register: phone and plate with their browser hints, the vehicle types in order', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/driver/register');
    await expectPhoneAndPlateHints();
    await user.click(
      screen.getAllByLabelText('Vehicle type').find((el) => el.tagName === 'INPUT')!,
    );
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(names).toEqual(['Bike', 'E-bike', 'Scooter', 'Car']);
  });

  it('profile: phone and plate with their browser hints, the vehicle types in order', async () => {
    mockApi({
      'GET /api/user': userAnswer('driver', 'luca'),
      'GET /api/driver/me': { body: { user: userAnswer('driver', 'luca').body, driver } },
    });
    renderApp('/driver/profile');
    await expectPhoneAndPlateHints();
    expect(screen.getByLabelText('License plate')).toHaveValue('F-123-XY');
    const vehicles = screen.getByRole('radiogroup', { name: 'Vehicle type' });
    const names = within(vehicles)
      .getAllByRole('radio')
      .map((radio) => radio.textContent);
    expect(names).toEqual(['Bike', 'E-bike', 'Scooter', 'Car']);
  });
});
