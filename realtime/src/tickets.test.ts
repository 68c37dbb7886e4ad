import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signTicket, verifyTicket } from './tickets';

const SECRET = 'a-realtime-secret-of-at-least-32-characters';
const NOW = Date.UTC(2026, 10, 21, 18, 0, 0);

function tamperPayload(token: string, change: (claims: any) => void): string {
  const [payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  change(claims);
  return `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('realtime tickets', () => {
  it('when a ticket is signed, then it verifies with the same secret and carries its claims', () => {
    const token = signTicket(SECRET, { sub: '42', role: 'customer' }, 120, NOW);
    expect(verifyTicket(SECRET, token, NOW + 1000)).toEqual({
      sub: '42',
      role: 'customer',
      iat: NOW / 1000,
      exp: NOW / 1000 + 120,
    });
  });

  it('when a guest ticket grants extra topics, then they come back from verification', () => {
    const token = signTicket(
      SECRET,
      { sub: 'g_abc', role: 'guest', topics: ['order/17'] },
      120,
      NOW,
    );
    expect(verifyTicket(SECRET, token, NOW)).toMatchObject({
      sub: 'g_abc',
      role: 'guest',
      topics: ['order/17'],
    });
  });

  it('when the ticket has expired, then it is refused', () => {
    const token = signTicket(SECRET, { sub: '42', role: 'customer' }, 120, NOW);
    expect(verifyTicket(SECRET, token, NOW + 119_000)).not.toBeNull();
    expect(verifyTicket(SECRET, token, NOW + 120_000)).toBeNull();
    expect(verifyTicket(SECRET, token, NOW + 3_600_000)).toBeNull();
  });

  it('when the ticket claims to be issued in the future, then it is refused', () => {
    const token = signTicket(SECRET, { sub: '42', role: 'customer' }, 120, NOW + 600_000);
    expect(verifyTicket(SECRET, token, NOW)).toBeNull();
  });

  it('when the payload is changed after signing, then it is refused', () => {
    const token = signTicket(SECRET, { sub: '42', role: 'customer' }, 120, NOW);
    expect(
      verifyTicket(
        SECRET,
        tamperPayload(token, (c) => (c.role = 'admin')),
        NOW,
      ),
    ).toBeNull();
    expect(
      verifyTicket(
        SECRET,
        tamperPayload(token, (c) => (c.sub = '1')),
        NOW,
      ),
    ).toBeNull();
    expect(
      verifyTicket(
        SECRET,
        tamperPayload(token, (c) => (c.exp += 3600)),
        NOW,
      ),
    ).toBeNull();
  });

  it('when the signature is changed, then it is refused', () => {
    const token = signTicket(SECRET, { sub: '42', role: 'staff' }, 120, NOW);
    const [payload, signature] = token.split('.');
    const flipped = (signature![0] === 'A' ? 'B' : 'A') + signature!.slice(1);
    expect(verifyTicket(SECRET, `${payload}.${flipped}`, NOW)).toBeNull();
    expect(verifyTicket(SECRET, `${payload}.${signature!.slice(0, -2)}`, NOW)).toBeNull();
    expect(verifyTicket(SECRET, `${payload}.`, NOW)).toBeNull();
  });

  it('when the ticket was signed with another secret, then it is refused', () => {
    const token = signTicket(
      'another-secret-that-is-also-32-characters',
      { sub: '42', role: 'admin' },
      120,
      NOW,
    );
    expect(verifyTicket(SECRET, token, NOW)).toBeNull();
  });

  it.each([
    ['an empty string', ''],
    ['no dot', 'abcdef'],
    ['two dots', 'a.b.c'],
    ['a dot only', '.'],
    ['non-base64 garbage', '%%%.$$$'],
    ['a JWT-like token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'],
    ['a very long token', `${'a'.repeat(10_000)}.b`],
  ])('when the token is %s, then it is refused without throwing', (_name, token) => {
    expect(() => verifyTicket(SECRET, token, NOW)).not.toThrow();
    expect(verifyTicket(SECRET, token, NOW)).toBeNull();
  });

  it('when a correctly signed payload is not a ticket, then it is refused', () => {
    const sign = (payload: string) =>
      `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(
      verifyTicket(SECRET, sign(Buffer.from('not json').toString('base64url')), NOW),
    ).toBeNull();
    expect(
      verifyTicket(SECRET, sign(encode({ sub: '1', role: 'root', iat: 0, exp: 9e9 })), NOW),
    ).toBeNull();
    expect(verifyTicket(SECRET, sign(encode({ sub: '1', role: 'admin' })), NOW)).toBeNull();
  });
});
