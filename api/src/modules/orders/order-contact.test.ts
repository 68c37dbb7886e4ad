import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error';
import { guestContact } from './order-contact';

describe('a guest’s contact details', () => {
  it('are refused field by field, each message by its code beside the English', () => {
    let refused: unknown;
    try {
      guestContact(
        { customerName: '', email: 'not-an-address', customerPhone: '0612345678' },
        null,
      );
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(AppError);
    const error = refused as AppError;
    expect(error.code).toBe('contact_required');
    expect(error.message).toBe('Full name is required');
    expect(error.options.fieldIssues).toEqual({
      customerName: [{ code: 'full_name_required', message: 'Full name is required' }],
      email: [{ code: 'email_invalid', message: 'Please enter a valid email address' }],
    });
  });
});
