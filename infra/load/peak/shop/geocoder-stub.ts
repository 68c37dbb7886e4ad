/**
 * A loopback stand-in for PDOK's Locatieserver (the geocoder the managed shop is configured
 * with, GEOCODER=pdok), answering from the shop's own Amsterdam street table, so that the
 * `geocoder-hanging` fault can make it hang: while it hangs, requests get no answer at all,
 * which the api's timeout (GEOCODER_TIMEOUT_MS) and circuit breaker must turn into a clear
 * answer to the customer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AMSTERDAM_STREETS } from '../clients/amsterdam';

export interface GeocoderStub {
  url: string;
  /** Requests get no answer for `ms`; those waiting are answered once it is over. */
  hang(ms: number): Promise<void>;
  close(): Promise<void>;
}

function answer(q: string) {
  const text = q.toLowerCase();
  const street = AMSTERDAM_STREETS.filter((s) => text.includes(s.name.toLowerCase())).sort(
    (a, b) => b.name.length - a.name.length,
  )[0];
  if (!street) return { response: { numFound: 0, docs: [] } };
  const number = /\b(\d{1,4})\b/.exec(text.replace(street.name.toLowerCase(), ''))?.[1];
  return {
    response: {
      numFound: 1,
      docs: [
        {
          weergavenaam: `${street.name} ${number ?? ''}, ${street.postcode} Amsterdam`,
          centroide_ll: `POINT(${street.lng} ${street.lat})`,
          straatnaam: street.name,
          ...(number ? { huisnummer: Number(number) } : {}),
          postcode: `${street.postcode}AB`,
          woonplaatsnaam: 'Amsterdam',
          provincienaam: 'Noord-Holland',
        },
      ],
    },
  };
}

export async function startGeocoderStub(): Promise<GeocoderStub> {
  let hangingUntil = 0;
  const waiting: (() => void)[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const body = JSON.stringify(answer(url.searchParams.get('q') ?? ''));
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (Date.now() < hangingUntil) waiting.push(send);
    else send();
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async hang(ms) {
      hangingUntil = Date.now() + ms;
      await new Promise((r) => setTimeout(r, ms));
      for (const send of waiting.splice(0)) send();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
