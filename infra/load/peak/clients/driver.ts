/**
 * A driver on a shift, signed in on the portal: online, a fix every few seconds over /ws
 * (the browser's GeolocationPosition: position, accuracy, heading, speed, its own time), and the
 * jobs: an offer is taken, the driver rides to the kitchen, picks the order up, rides to the
 * door along Amsterdam's streets and delivers it with the code the customer reads out. Between
 * jobs the driver waits around the kitchen. The dashboard is read as the portal reads it: when
 * the socket opens (again), when it says the jobs changed, once more after a read if it said so
 * during that read, and a failed read is tried again as the portal's query library does (three
 * times, 1, 2 and 4 s later).
 */
import type { ApiClient } from './http';
import { LiveSocket } from './socket';
import { along, metresBetween, near, route, type LatLng } from './amsterdam';
import { sleep, type RunContext } from './context';

interface Job {
  orderId: number;
  status: string;
  destination: LatLng | null;
}
interface Jobs {
  current: Job | null;
  offers: { id: number; orderId: number }[];
  assigned: Job[];
  kitchen: LatLng;
}

/** A failed read is tried again this long after, as @tanstack/react-query retries a query. */
const READ_RETRIES_MS = [1_000, 2_000, 4_000];

export class Driver {
  private position: LatLng;
  private path: LatLng[] | null = null;
  private travelled = 0;
  private heading: number | null = null;
  private socket!: LiveSocket;
  private job: Job | null = null;
  private busy = false;
  private stopped = false;
  private lastFixAt = 0;
  /** The socket said the jobs changed while a read was under way: read once more after it. */
  private readAgain = false;

  constructor(
    private readonly ctx: RunContext,
    private readonly api: ApiClient,
  ) {
    // A shift starts at the restaurant, where the first order will be picked up.
    this.position = near(ctx.kitchen, 300);
  }

  /** Online, socket open, fixes and jobs running in the background. */
  async start(): Promise<void> {
    await this.api.call('driver-online', 'PUT', '/api/driver/availability', { online: true });
    this.socket = new LiveSocket(this.api, this.ctx.gateways, this.ctx.metrics, '', (message) => {
      // 'connected' comes with every (re)connect, when the portal reads its live queries again.
      if (message.type === 'driver-jobs' || message.type === 'connected') void this.refresh();
    });
    await this.socket.open();
    const every = this.ctx.scenario.live.fixEverySeconds * 1000;
    // Drivers' fixes spread evenly over the interval, as phones are not in step.
    setTimeout(() => void this.tick(every), Math.random() * every).unref();
  }

  stop() {
    this.stopped = true;
    this.socket?.close();
  }

  private async tick(every: number) {
    if (this.stopped) return;
    const started = Date.now();
    this.move((started - (this.lastFixAt || started)) / 1000);
    this.lastFixAt = started;
    const speed = this.path ? (this.ctx.scenario.evening.rideKmh * 1000) / 3600 : 0;
    const sent = this.socket.send({
      type: 'location',
      lat: this.position.lat,
      lng: this.position.lng,
      accuracy: 8 + Math.random() * 12,
      heading: this.path ? this.heading : null,
      speed: this.path ? speed : null,
      timestamp: started,
    });
    if (sent) this.ctx.metrics.count('fix-sent');
    else this.ctx.metrics.fail('fix-sent', 'socket-down');
    setTimeout(() => void this.tick(every), every).unref();
  }

  /** Rides `seconds` along the current path; at its end the job moves on. */
  private move(seconds: number) {
    if (!this.path) return;
    this.travelled += ((this.ctx.scenario.evening.rideKmh * 1000) / 3600) * seconds;
    const where = along(this.path, this.travelled);
    this.position = where.at;
    this.heading = where.heading;
    if (where.done) {
      this.path = null;
      void this.arrived();
    }
  }

  private rideTo(to: LatLng) {
    this.path = route(this.position, to);
    this.travelled = 0;
  }

  private async refresh(retry = 0) {
    if (this.stopped) return;
    if (this.busy) {
      this.readAgain = true;
      return;
    }
    this.busy = true;
    this.readAgain = false;
    try {
      const jobs = (await this.api.call<Jobs>('driver-jobs', 'GET', '/api/driver/jobs')).body;
      let current = jobs.current ?? jobs.assigned[0] ?? null;
      // Orders from before the run (a demo shop's, a staging shop's) have nobody at the door to
      // tell the code: their offers are left to expire, as a driver who does not want a job
      // does. Declining them at once sent them from driver to driver all evening, each time a
      // message, a read and the next offer.
      const offer = jobs.offers.find((o) => this.ctx.ledger.orders.has(o.orderId));
      if (!current && offer && !this.ctx.stopping) {
        const taken = await this.api.call<Jobs>(
          'driver-accept',
          'POST',
          `/api/driver/offers/${offer.id}/accept`,
          undefined,
          { expect: [200, 409] },
        );
        if (taken.status === 200) current = taken.body.current ?? taken.body.assigned[0] ?? null;
      }
      if (current && current.orderId !== this.job?.orderId) {
        this.job = current;
        // To the kitchen for a ready order, to the door for one already on its way.
        this.rideTo(
          current.status === 'in_transit' && current.destination
            ? current.destination
            : this.ctx.kitchen,
        );
      }
    } catch {
      // Counted; tried again a little later, or by the next message.
      const delay = READ_RETRIES_MS[retry];
      if (delay !== undefined) setTimeout(() => void this.refresh(retry + 1), delay).unref();
    } finally {
      this.busy = false;
    }
    if (this.readAgain) void this.refresh();
  }

  private async arrived() {
    const job = this.job;
    if (!job) return;
    try {
      if (metresBetween(this.position, this.ctx.kitchen) < 30 && job.status !== 'in_transit') {
        this.ctx.movedAt.set(`${job.orderId}:pick-up`, Date.now());
        await this.api.call('driver-pickup', 'POST', `/api/driver/jobs/${job.orderId}/pick-up`);
        job.status = 'in_transit';
        this.rideTo(job.destination ?? near(this.ctx.kitchen, 2000));
        return;
      }
      // At the door: the customer reads the code from the tracking page.
      let delivered = false;
      for (let attempt = 0; attempt < 10 && !delivered; attempt++) {
        const code = this.ctx.deliveryCodes.get(job.orderId);
        if (code) {
          this.ctx.movedAt.set(`${job.orderId}:deliver`, Date.now());
          await this.api.call('driver-deliver', 'POST', `/api/driver/jobs/${job.orderId}/deliver`, {
            code,
          });
          this.ctx.deliveryCodes.delete(job.orderId);
          delivered = true;
        } else {
          await sleep(3000);
        }
      }
      // Nobody at the door told the code (their page never heard the order leave): counted.
      if (!delivered) this.ctx.metrics.fail('driver-deliver', 'no-code');
      this.job = null;
      this.rideTo(near(this.ctx.kitchen, 800));
      void this.refresh();
    } catch {
      // Counted; the dashboard read tells what is left to do.
      this.job = null;
      void this.refresh();
    }
  }
}
