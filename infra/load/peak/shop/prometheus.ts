/**
 * The shop's own view during the run, read from each process's Prometheus /metrics
 * (docs/operations.md "Metrics"): e-mail queue depth, outbox lag, sockets the gateways hold,
 * messages they dropped. A process that does not answer (killed by a fault) is skipped.
 */
import { request } from 'undici';

/** `name{labels} value` lines of the text format, as name → [labels, value]. */
export function parseMetrics(text: string): Map<string, { labels: string; value: number }[]> {
  const out = new Map<string, { labels: string; value: number }[]>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match) continue;
    const list = out.get(match[1]!) ?? [];
    list.push({ labels: match[2] ?? '', value: Number(match[3]) });
    out.set(match[1]!, list);
  }
  return out;
}

async function scrape(
  url: string,
): Promise<Map<string, { labels: string; value: number }[]> | null> {
  try {
    const res = await request(url, { headersTimeout: 2000, bodyTimeout: 2000 });
    if (res.statusCode !== 200) {
      await res.body.dump();
      return null;
    }
    return parseMetrics(await res.body.text());
  } catch {
    return null;
  }
}

/** The gauges the report charts, summed (or the worst) over every process that answered. */
export async function shopGauges(
  metricsUrls: Record<string, string>,
): Promise<Record<string, number>> {
  const scraped = (await Promise.all(Object.values(metricsUrls).map(scrape))).filter(
    (m): m is NonNullable<typeof m> => m !== null,
  );
  const sum = (name: string, label?: RegExp) =>
    scraped.reduce(
      (total, m) =>
        total +
        (m.get(name) ?? [])
          .filter((s) => !label || label.test(s.labels))
          .reduce((t, s) => t + s.value, 0),
      0,
    );
  const max = (name: string) =>
    Math.max(0, ...scraped.flatMap((m) => (m.get(name) ?? []).map((s) => s.value)));
  return {
    'queue-waiting': sum('shop_queue_jobs', /state="(waiting|delayed|prioritized)"/),
    'queue-active': sum('shop_queue_jobs', /state="active"/),
    'outbox-lag-s': max('shop_outbox_lag_seconds'),
    'server-sockets': sum('shop_ws_sockets'),
    'ws-dropped': sum('shop_ws_messages_dropped_total'),
    'fixes-dropped': sum('shop_positions_dropped_total'),
    'metrics-answered': scraped.length,
  };
}
