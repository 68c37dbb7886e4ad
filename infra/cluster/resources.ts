/**
 * CPU and memory of each shop process during the cluster test, read from /proc once a second:
 * the figures behind the Kubernetes requests and limits (infra/k8s, docs/performance.md).
 * A process started again (api1) is followed under its new pid, its CPU added to the host's.
 */
import { readFileSync } from 'node:fs';

/** Linux reports CPU time in clock ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;

interface Sample {
  pid: number;
  ticks: number;
  at: number;
}

export interface ProcessResources {
  host: string;
  /** CPU used while sampled, as a share of one core (0.5 = half a core). */
  cpuShare: number;
  /** The highest one-second CPU share seen. */
  peakCpuShare: number;
  peakRssMiB: number;
}

function read(pid: number): { ticks: number; rssKiB: number } | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { ticks: Number(fields[11]) + Number(fields[12]), rssKiB: Number(rss?.[1] ?? 0) };
  } catch {
    return null;
  }
}

export class ResourceSampler {
  private readonly last = new Map<string, Sample>();
  private readonly ticks = new Map<string, number>();
  private readonly peakShare = new Map<string, number>();
  private readonly peakRss = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private started = 0;
  private stopped = 0;

  constructor(private readonly processes: () => { host: string; pid: number | undefined }[]) {}

  start() {
    this.started = Date.now();
    this.sample();
    this.timer = setInterval(() => this.sample(), 1000);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    this.stopped = Date.now();
  }

  private sample() {
    for (const { host, pid } of this.processes()) {
      if (pid === undefined) continue;
      const now = read(pid);
      if (!now) continue;
      const before = this.last.get(host);
      // A new pid is a restarted process: all of its CPU so far is new.
      const delta = before?.pid === pid ? now.ticks - before.ticks : before ? now.ticks : 0;
      const at = Date.now();
      this.last.set(host, { pid, ticks: now.ticks, at });
      this.ticks.set(host, (this.ticks.get(host) ?? 0) + delta);
      const share = before ? delta / TICKS_PER_SECOND / Math.max(1, (at - before.at) / 1000) : 0;
      this.peakShare.set(host, Math.max(this.peakShare.get(host) ?? 0, share));
      this.peakRss.set(host, Math.max(this.peakRss.get(host) ?? 0, now.rssKiB / 1024));
    }
  }

  figures(): ProcessResources[] {
    const seconds = (this.stopped - this.started) / 1000;
    return [...this.ticks].map(([host, ticks]) => ({
      host,
      cpuShare: ticks / TICKS_PER_SECOND / seconds,
      peakCpuShare: this.peakShare.get(host) ?? 0,
      peakRssMiB: this.peakRss.get(host) ?? 0,
    }));
  }
}
