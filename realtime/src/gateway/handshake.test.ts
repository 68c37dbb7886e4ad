import { describe, expect, it } from 'vitest';
import { signTicket } from '../tickets';
import { authorizeHandshake } from './handshake';

const SECRET = 'a-realtime-secret-of-at-least-32-characters';
const SHOP = 'https://shop.example';
/** The Host a client reaching the gateway directly sends; a proxy passes the shop's on. */
const GATEWAY = '127.0.0.1:3001';
const rules = { secret: SECRET, allowedOrigins: [SHOP] };

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('the /ws handshake', () => {
  it('when no token is given, then the client is a guest with a random client id', () => {
    const first = authorizeHandshake({ query: '', origin: SHOP, host: GATEWAY }, rules);
    const second = authorizeHandshake(
      { query: 'role=guest&t=1', origin: SHOP, host: GATEWAY },
      rules,
    );
    expect(first).toMatchObject({ ok: true, grant: { role: 'guest' } });
    expect(second).toMatchObject({ ok: true, grant: { role: 'guest' } });
    if (!first.ok || !second.ok) throw new Error('unreachable');
    expect(first.clientId).not.toBe(second.clientId);
    expect(first.grant.extraTopics).toBeUndefined();
  });

  it('when a role is claimed without a token, then it is refused with 401', () => {
    expect(
      authorizeHandshake({ query: 'role=staff', origin: SHOP, host: GATEWAY }, rules),
    ).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('when a valid ticket is given with matching role and id, then its rights are granted', () => {
    const token = signTicket(SECRET, { sub: '7', role: 'staff' }, 120);
    const result = authorizeHandshake(
      {
        query: query({ token, role: 'staff', id: '7', t: String(Date.now()) }),
        origin: SHOP,
        host: GATEWAY,
      },
      rules,
    );
    expect(result).toEqual({ ok: true, clientId: '7', grant: { role: 'staff', subject: '7' } });
  });

  it('when a guest ticket grants its order topic, then the grant carries it', () => {
    const token = signTicket(SECRET, { sub: 'g_1', role: 'guest', topics: ['order/9'] }, 120);
    expect(
      authorizeHandshake({ query: query({ token }), origin: '', host: GATEWAY }, rules),
    ).toEqual({
      ok: true,
      clientId: 'g_1',
      grant: { role: 'guest', subject: 'g_1', extraTopics: ['order/9'] },
    });
  });

  it('when the role in the query differs from the ticket, then it is refused with 401', () => {
    const token = signTicket(SECRET, { sub: '7', role: 'customer' }, 120);
    const result = authorizeHandshake(
      { query: query({ token, role: 'admin' }), origin: SHOP, host: GATEWAY },
      rules,
    );
    expect(result).toMatchObject({ ok: false, status: 401 });
  });

  it('when the id in the query differs from the ticket, then it is refused with 401', () => {
    const token = signTicket(SECRET, { sub: '7', role: 'customer' }, 120);
    const result = authorizeHandshake(
      { query: query({ token, id: '8' }), origin: SHOP, host: GATEWAY },
      rules,
    );
    expect(result).toMatchObject({ ok: false, status: 401 });
  });

  it('when the ticket is expired or forged, then it is refused with 401', () => {
    const expired = signTicket(SECRET, { sub: '7', role: 'customer' }, 120, Date.now() - 600_000);
    const forged = signTicket(
      'some-other-secret-with-32-characters!!',
      { sub: '7', role: 'admin' },
      120,
    );
    for (const token of [expired, forged, 'garbage']) {
      expect(
        authorizeHandshake({ query: query({ token }), origin: SHOP, host: GATEWAY }, rules),
      ).toMatchObject({
        ok: false,
        status: 401,
      });
    }
  });

  it('when the Origin is not allowed, then it is refused with 403, even with a valid ticket', () => {
    const token = signTicket(SECRET, { sub: '7', role: 'customer' }, 120);
    for (const origin of ['https://evil.example', 'http://shop.example', 'null']) {
      expect(
        authorizeHandshake({ query: query({ token }), origin, host: GATEWAY }, rules),
      ).toMatchObject({
        ok: false,
        status: 403,
      });
    }
  });

  it('when there is no Origin (not a browser), then the ticket alone decides', () => {
    const token = signTicket(SECRET, { sub: '3', role: 'driver' }, 120);
    expect(
      authorizeHandshake(
        { query: query({ token, role: 'driver' }), origin: '', host: GATEWAY },
        rules,
      ),
    ).toMatchObject({
      ok: true,
      grant: { role: 'driver', subject: '3' },
    });
  });

  it('when the Origin is the host the request was sent to, then it passes without being listed', () => {
    const token = signTicket(SECRET, { sub: '7', role: 'customer' }, 120);
    const onLan = { secret: SECRET, allowedOrigins: ['http://localhost:3000'] };
    for (const [origin, host] of [
      ['http://192.168.1.20:3000', '192.168.1.20:3000'],
      ['http://italieno.local:3000', 'Italieno.local:3000'],
      ['https://shop.example', 'shop.example'],
    ] as const) {
      expect(authorizeHandshake({ query: query({ token }), origin, host }, onLan)).toMatchObject({
        ok: true,
        grant: { role: 'customer', subject: '7' },
      });
    }
  });

  it('when the Origin names another host or port than the request, then it is still refused', () => {
    const onLan = { secret: SECRET, allowedOrigins: ['http://localhost:3000'] };
    for (const [origin, host] of [
      ['https://evil.example', '192.168.1.20:3000'],
      ['http://192.168.1.20:8080', '192.168.1.20:3000'],
      ['http://192.168.1.20', '192.168.1.20:3000'],
      ['https://shop.example.evil.example', 'shop.example'],
      ['null', 'shop.example'],
      ['http://192.168.1.20:3000', ''],
    ] as const) {
      expect(authorizeHandshake({ query: '', origin, host }, onLan)).toMatchObject({
        ok: false,
        status: 403,
      });
    }
  });
});
