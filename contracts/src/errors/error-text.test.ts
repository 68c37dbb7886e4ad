import { describe, expect, it } from 'vitest';
import { errorTextFromBody, friendlyRegistrationError, isSilencedError } from './error-text';

describe('errorTextFromBody', () => {
  it('takes the message of a JSON body', () => {
    expect(errorTextFromBody('Conflict', '{"type":"conflict","message":"Taken"}')).toBe('Taken');
  });

  it('stringifies a JSON body without a message', () => {
    expect(errorTextFromBody('Bad Request', '{ "error": "nope" }')).toBe('{"error":"nope"}');
  });

  it('stringifies a JSON body whose message is empty or not text', () => {
    expect(errorTextFromBody('Bad Request', '{"message":""}')).toBe('{"message":""}');
    expect(errorTextFromBody('Bad Request', '{"message":42}')).toBe('{"message":42}');
  });

  it('returns a non-JSON body as text', () => {
    expect(errorTextFromBody('Bad Gateway', '  upstream timed out \n')).toBe('upstream timed out');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(errorTextFromBody('Not Found', '')).toBe('Not Found');
    expect(errorTextFromBody('Not Found', '   ')).toBe('Not Found');
  });

  it('is null when the response says nothing: the client words that itself', () => {
    expect(errorTextFromBody('', '')).toBeNull();
    expect(errorTextFromBody('', '  ')).toBeNull();
  });
});

describe('friendlyRegistrationError', () => {
  it.each([
    [
      'Username already exists',
      'This username is already taken. Please choose a different username.',
    ],
    ['username taken', 'This username is already taken. Please choose a different username.'],
    [
      'Email already in use',
      'This email address is already registered. Please use a different email or try logging in.',
    ],
    [
      'This email is already registered',
      'This email address is already registered. Please use a different email or try logging in.',
    ],
    [
      'email exists',
      'This email address is already registered. Please use a different email or try logging in.',
    ],
    ['Bad Request', 'Email address is already in use'],
  ])('maps %j to the spec wording', (message, friendly) => {
    expect(friendlyRegistrationError(message)).toBe(friendly);
  });

  it('keeps any other message, including a longer one that mentions Bad Request', () => {
    expect(friendlyRegistrationError('Password must be at least 6 characters')).toBe(
      'Password must be at least 6 characters',
    );
    expect(friendlyRegistrationError('Bad Request: body missing')).toBe(
      'Bad Request: body missing',
    );
  });
});

describe('isSilencedError', () => {
  it('silences a 401 status whatever the message', () => {
    expect(isSilencedError({ status: 401, message: 'Session expired' })).toBe(true);
  });

  it.each([
    'Not authenticated',
    'Request failed with 401',
    'TypeError: Failed to fetch',
    'Network request failed',
    'connect: Connection refused',
    'Blocked by CORS policy',
  ])('silences %j', (message) => {
    expect(isSilencedError(new Error(message))).toBe(true);
    expect(isSilencedError(message)).toBe(true);
  });

  it('silences an error whose cause is silenced, in whatever words it says it', () => {
    const offline = new Error('Geen verbinding met de server', {
      cause: new TypeError('Failed to fetch'),
    });
    expect(isSilencedError(offline)).toBe(true);
    expect(isSilencedError(new Error('Geen verbinding', { cause: new Error('Boom') }))).toBe(false);
  });

  it('does not silence a normal error', () => {
    expect(isSilencedError(new Error('Order total mismatch'))).toBe(false);
    expect(isSilencedError({ status: 500, message: 'Internal' })).toBe(false);
    expect(isSilencedError(undefined)).toBe(false);
  });
});
