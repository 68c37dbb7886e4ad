import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import type { ErrorBody } from '@shop/contracts';
import { errorBody } from '../errors/app-error';

/** A refusal written straight to the socket, before or without Express. */
export interface RawRefusal {
  status: number;
  reason: string;
  body: ErrorBody;
}

/**
 * What Node's HTTP parser refuses before Express sees a request, in the shop's error shape:
 * Node's own answer to these is a bare status line with an empty body.
 */
export function refusalFor(code: string | undefined): RawRefusal {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        body: errorBody('invalid_data', 'headers_too_large'),
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return {
        status: 413,
        reason: 'Payload Too Large',
        body: errorBody('invalid_data', 'body_too_large'),
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        reason: 'Request Timeout',
        body: errorBody('invalid_data', 'request_timeout'),
      };
    default:
      return {
        status: 400,
        reason: 'Bad Request',
        body: errorBody('invalid_data', 'malformed_request'),
      };
  }
}

/** The whole HTTP/1.1 answer for a refusal; the connection closes after it. */
export function rawAnswer({ status, reason, body }: RawRefusal): string {
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/** Node keeps the response being written on a socket here; a refusal must not cut into it. */
interface ServerSocket extends Duplex {
  _httpMessage?: { headersSent?: boolean } | null;
}

/**
 * Answers the parser's refusals (431 for an oversized URL or headers, 413, 400 for a malformed
 * request, 408 for a request that did not arrive in time) with the shop's JSON error, and closes
 * the connection. When no answer can be sent (the client went away, or a response is already
 * part-way out on that connection), the connection is closed without one.
 */
export function answerClientErrors(server: Server, log: Logger): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: ServerSocket) => {
    const midResponse = socket._httpMessage?.headersSent === true;
    if (err.code === 'ECONNRESET' || !socket.writable || midResponse) {
      socket.destroy();
      return;
    }
    const refusal = refusalFor(err.code);
    log.info({ code: err.code, status: refusal.status }, 'request refused by the HTTP parser');
    socket.end(rawAnswer(refusal));
  });
}
