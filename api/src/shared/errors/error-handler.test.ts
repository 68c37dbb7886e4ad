import { describe, expect, it } from 'vitest';
import { AdminZoneInput, ErrorBody, PageTextsUpdate, RegisterInput } from '@shop/contracts';
import type { ZodError } from 'zod';
import { zodErrorBody } from './error-handler';

const refusal = (result: { success: boolean; error?: ZodError }) => zodErrorBody(result.error!);

describe('a shared schema’s refusal', () => {
  it('names each field’s message by its code, beside the same English as before', () => {
    const body = refusal(RegisterInput.safeParse({ username: 'ab', password: '123' }));
    expect(ErrorBody.parse(body)).toEqual(body);
    expect(body.code).toBe('invalid_data');
    expect(body.message).toBe('Username must be at least 3 characters');
    expect(body.fieldErrors).toEqual({
      username: ['Username must be at least 3 characters'],
      password: ['Password must be at least 6 characters'],
    });
    expect(body.fieldIssues).toEqual({
      username: [{ code: 'username_too_short', message: 'Username must be at least 3 characters' }],
      password: [{ code: 'password_too_short', message: 'Password must be at least 6 characters' }],
    });
  });

  it('gives the values of a message that has them', () => {
    const zone = { name: '', deliveryFeeCents: -1, minimumOrderCents: 0, estimatedTime: '' };
    const body = refusal(AdminZoneInput.safeParse({ ...zone, isActive: true, coordinates: [] }));
    expect(body.fieldIssues?.name).toEqual([
      { code: 'field_required', message: 'Name is required', params: { field: 'name' } },
    ]);
    expect(body.fieldIssues?.deliveryFeeCents).toEqual([
      {
        code: 'amount_negative',
        message: 'Delivery fee cannot be negative',
        params: { amount: 'delivery_fee' },
      },
    ]);
  });

  it('takes the code a refinement put on its issue, for a text made of what was sent', () => {
    const body = refusal(PageTextsUpdate.safeParse({ 'no spaces allowed': 'Ciao' }));
    expect(body.fieldIssues?.['no spaces allowed']).toEqual([
      {
        code: 'page_text_key',
        message: `Text key "no spaces allowed" must be 1 to 60 letters, digits, '.', '_' or '-'`,
        params: { key: 'no spaces allowed', max: 60 },
      },
    ]);
  });

  it('calls zod’s own wording invalid_value, with zod’s English kept', () => {
    const body = refusal(
      RegisterInput.safeParse({ username: 'anna', password: 'secret', role: 1 }),
    );
    expect(body.fieldErrors?.role?.[0]).toMatch(/^role: Invalid input/);
    expect(body.fieldIssues?.role).toEqual([
      { code: 'invalid_value', message: body.fieldErrors?.role?.[0] },
    ]);
  });
});
