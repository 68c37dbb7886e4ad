/**
 * CPU and memory of the managed shop's processes, read from /proc (Linux): user + system time
 * since the previous sample as a share of one core, and resident memory. PostgreSQL counts with
 * all its backends (every descendant of the postmaster).
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { ProcessSample } from '../target';

const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

interface Stat {
  ppid: number;
  ticks: number;
  rssBytes: number;
}

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and brackets; the fields follow the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      rssBytes: Number(fields[21]) * PAGE_BYTES,
    };
  } catch {
    return null;
  }
}

export class ResourceSampler {
  private previous = new Map<string, { ticks: number; at: number }>();

  /** `roots`: a name per process; `withChildren` names whose descendants count too. */
  sample(roots: Record<string, number | undefined>, withChildren: Set<string>): ProcessSample[] {
    const now = Date.now();
    const stats = new Map<number, Stat>();
    const children = new Map<number, number[]>();
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      const stat = readStat(pid);
      if (!stat) continue;
      stats.set(pid, stat);
      children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
    }
    const out: ProcessSample[] = [];
    for (const [name, pid] of Object.entries(roots)) {
      if (pid === undefined || !stats.has(pid)) continue;
      const pids = [pid];
      if (withChildren.has(name))
        for (let i = 0; i < pids.length; i++) pids.push(...(children.get(pids[i]!) ?? []));
      let ticks = 0;
      let rssBytes = 0;
      for (const p of pids) {
        ticks += stats.get(p)?.ticks ?? 0;
        rssBytes += stats.get(p)?.rssBytes ?? 0;
      }
      const before = this.previous.get(name);
      this.previous.set(name, { ticks, at: now });
      const seconds = before ? (now - before.at) / 1000 : 0;
      const cpu =
        before && seconds > 0
          ? Math.max(0, (ticks - before.ticks) / TICKS_PER_SECOND / seconds)
          : 0;
      out.push({ process: name, cpu: Math.round(cpu * 100) / 100, rssBytes });
    }
    return out;
  }
}
