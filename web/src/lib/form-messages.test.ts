import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInput, MenuItemOptionInput } from '@shop/contracts';
import { inDutch } from '@/testing/in-dutch';
import { ApiError } from './api-client';
import { applyFieldErrors } from './form-errors';
import { localized } from './localized-resolver';

inDutch();

/** What react-hook-form hands a resolver; the messages do not depend on it. */
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as never;

describe('a form’s messages for a Dutch visitor', () => {
  it('show the Dutch of each validation message’s code, values included', async () => {
    const login = localized(zodResolver(LoginInput));
    const refused = await login({ username: 'ab', password: '123' }, undefined, OPTIONS);
    expect(refused.errors.username?.message).toBe(
      'Je gebruikersnaam moet minstens 3 tekens hebben',
    );
    expect(refused.errors.password?.message).toBe('Je wachtwoord moet minstens 6 tekens hebben');

    const option = localized(zodResolver(MenuItemOptionInput));
    const empty = await option({ name: ' ', value: '', priceAdd: 0 }, undefined, OPTIONS);
    expect(empty.errors.name?.message).toBe('Vul een naam voor de optie in');
    expect(empty.errors.value?.message).toBe('Vul een waarde voor de optie in');
  });

  it('show the api’s field errors by their codes, whatever their English says', () => {
    const set: Record<string, string | undefined> = {};
    const body = {
      type: 'invalid_data',
      code: 'invalid_data',
      message: 'Type a longer name, please',
      fieldErrors: { username: ['Type a longer name, please'], email: ['Taken'] },
      fieldIssues: {
        username: [{ code: 'username_too_short', message: 'Type a longer name, please' }],
        email: [{ code: 'email_taken', message: 'Taken' }],
      },
    };
    applyFieldErrors(
      new ApiError(400, 'x', body),
      (name, error) => {
        set[name] = error.message;
      },
      ['username', 'email'],
    );
    expect(set).toEqual({
      username: 'Je gebruikersnaam moet minstens 3 tekens hebben',
      email: 'Dit e-mailadres is al geregistreerd. Gebruik een ander e-mailadres of log in.',
    });
  });
});
