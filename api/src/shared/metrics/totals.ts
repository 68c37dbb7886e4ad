/**
 * Running totals of this process that the metrics read at scrape time (the request path only
 * adds one). Kept per process, as Prometheus counters are: the dashboard sums the replicas.
 */
export const webhookTotals = { received: 0, rejected: 0, duplicate: 0 };
