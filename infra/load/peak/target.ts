/**
 * What the peak-hour load tool drives and what it asks of the shop it drives. The generator
 * (clients, scenario, figures, report) only sees a `Target`; a `ManagedShop` is a shop the tool
 * started itself in split mode, which can also be hurt (faults), weighed (resources) and audited
 * (the books) after the run. A shop given by `LOAD_TARGET` is a `Target` alone.
 */
import type { StatementCount } from '../../testing/owned-servers';

/** Where clients connect. Several urls of one kind are balanced by the clients themselves. */
export interface Target {
  /** Base urls of the api processes, e.g. `http://127.0.0.1:41000`. */
  apiUrls: string[];
  /** Full `/ws` urls of the gateway processes, e.g. `ws://127.0.0.1:41010/ws`. */
  socketUrls: string[];
  /** `/metrics` endpoints by process name (`api-1`, `gateway-2`, `workers-1`), when reachable. */
  metricsUrls: Record<string, string>;
  /** The Stripe stand-in customers confirm their cards at, when the shop pays through one. */
  stripe?: { apiUrl: string; publishableKey: string };
}

/** One of the shop's processes, weighed during the run. */
export interface ProcessSample {
  process: string;
  /** CPU time used since the previous sample, as a share of one core (1 = one full core). */
  cpu: number;
  rssBytes: number;
}

/** What clients were told: an order acknowledged as placed, and whether it was then paid. */
export interface AcknowledgedOrder {
  orderId: number;
  paid: boolean;
}

/** Every status an order went through, as seen by the customer's socket, in arrival order. */
export interface ObservedStatuses {
  orderId: number;
  statuses: string[];
}

export interface BooksCheck {
  ok: boolean;
  /** One line per finding a reader can act on, e.g. "order 412 acknowledged but not in the database". */
  findings: string[];
  counts: {
    acknowledged: number;
    inDatabase: number;
    paid: number;
    duplicateOrders: number;
    duplicatePayments: number;
    /** Orders charged at the Stripe stand-in but not paid in the database (Stripe mode). */
    chargedNotPaid: number;
    confirmationEmails: number;
    paidWithoutOneEmail: number;
    statusesBackwards: number;
  };
}

export type FaultName =
  | 'redis-restart'
  | 'worker-kill'
  | 'gateway-kill'
  | 'api-kill'
  | 'postgres-restart'
  | 'webhook-failing'
  | 'geocoder-hanging';

/** A fault as it happened: when, for how long, and when the shop was whole again. */
export interface FaultRecord {
  name: FaultName;
  startedAt: number;
  endedAt: number;
  /** When every process answered healthy again (and the fault's own recovery check passed). */
  recoveredAt: number | null;
  detail: string;
}

export interface ManagedShop extends Target {
  databaseUrl: string;
  redisUrl: string;
  /** Folder with every process's log. */
  logDir: string;
  /** Runs one fault (it returns once the fault is over, not once the shop recovered). */
  injectFault(name: FaultName, options?: { durationMs?: number }): Promise<FaultRecord>;
  /** CPU and memory of every shop process (and PostgreSQL and Redis) since the previous call. */
  sampleResources(): Promise<ProcessSample[]>;
  /**
   * Waits for events, jobs and e-mails to settle, then checks the books (`runTag`: see
   * RunContext). The clients' ledger is read once settled: a customer whose order call was
   * still under way when the run ended is acknowledged late, and counted.
   */
  checkBooks(
    ledger: () => { acknowledged: AcknowledgedOrder[]; observed: ObservedStatuses[] },
    runTag: string,
  ): Promise<BooksCheck>;
  /**
   * When every process answers its health check again and, for a fault with a check of its own
   * (`webhook-failing`: every order paid at Stripe meanwhile is paid in the database), that check
   * passed, completing the fault's detail; null when `ms` ran out.
   */
  recovered(ms: number, fault?: FaultRecord): Promise<number | null>;
  /** Exits nobody asked for (a crash), per process, since the previous call. */
  unexpectedExits(): string[];
  /** Starts PostgreSQL's count of the shop's statements afresh. */
  resetStatementCounts(): Promise<void>;
  /** The statements the shop ran since the reset: all, and the `top` most frequent. */
  statementCounts(top: number): Promise<StatementTally | null>;
  stop(): Promise<void>;
}

/** What PostgreSQL counted of the shop's statements. */
export interface StatementTally {
  total: number;
  top: StatementCount[];
}

export interface ManagedShopOptions {
  apiProcesses: number;
  gatewayProcesses: number;
  workerProcesses: number;
  /** The shop's payments: its built-in test mode, or Stripe mode against a stand-in. */
  payments?: PaymentsMode;
}

export type PaymentsMode = 'test' | 'stripe-standin';
