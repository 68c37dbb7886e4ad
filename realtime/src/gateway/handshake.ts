import type { TopicGrant } from '@shop/contracts/realtime';
import { newGuestId, verifyTicket } from '../tickets';

/** What the upgrade handler copied from the request (uWS's req is only valid synchronously). */
export interface HandshakeRequest {
  /** The raw query string: token, role, id and t as the spec names them. */
  query: string;
  /** The Origin header, '' when absent. */
  origin: string;
  /** The Host header, '' when absent. */
  host: string;
}

export type HandshakeResult =
  | { ok: true; clientId: string; grant: TopicGrant }
  | { ok: false; status: 401 | 403; message: string };

export interface HandshakeRules {
  secret: string;
  allowedOrigins: readonly string[];
  nowMs?: number;
}

const refused = (status: 401 | 403, message: string): HandshakeResult => ({
  ok: false,
  status,
  message,
});

/**
 * Decides whether a /ws upgrade may proceed and with which rights. Browsers always send an
 * Origin, and it must be allowed or be the page's own host (the shop opened by a LAN address
 * or another host name, with /ws on that same host); non-browser clients (a driver app) send
 * none. Without a token the client is a guest who hears public topics only. With one, the
 * ticket must verify and agree with the role and id in the query.
 */
export function authorizeHandshake(req: HandshakeRequest, rules: HandshakeRules): HandshakeResult {
  if (
    req.origin !== '' &&
    !rules.allowedOrigins.includes(req.origin) &&
    !sameHost(req.origin, req.host)
  ) {
    return refused(403, 'Origin not allowed');
  }
  const params = new URLSearchParams(req.query);
  const token = params.get('token') ?? '';
  const role = params.get('role') ?? '';
  const id = params.get('id') ?? '';

  if (token === '') {
    // A role other than guest is a claim without proof.
    if (role !== '' && role !== 'guest') return refused(401, 'A realtime ticket is required');
    const clientId = newGuestId();
    return { ok: true, clientId, grant: { role: 'guest', subject: clientId } };
  }

  const claims = verifyTicket(rules.secret, token, rules.nowMs);
  if (!claims) return refused(401, 'Invalid or expired realtime ticket');
  if (role !== '' && role !== claims.role) return refused(401, 'Role does not match the ticket');
  if (id !== '' && id !== claims.sub) return refused(401, 'Id does not match the ticket');
  return {
    ok: true,
    clientId: claims.sub,
    grant: {
      role: claims.role,
      subject: claims.sub,
      ...(claims.topics ? { extraTopics: claims.topics } : {}),
    },
  };
}

/** Whether the Origin names the host the request was sent to, as the api's cross-site guard checks. */
function sameHost(origin: string, host: string): boolean {
  if (host === '') return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
