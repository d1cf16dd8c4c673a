import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Resident set size of a process from /proc/<pid>/status, in MB: `rss` now (VmRSS) and `peak` (VmHWM, the high-water
 * mark since start). Linux only; returns nulls elsewhere or when the process is gone.
 */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
    const mb = (value) => (Number.isFinite(value) ? Math.round((value / 1024) * 10) / 10 : null);
    return { rss_mb: mb(kb('VmRSS')), peak_mb: mb(kb('VmHWM')) };
  } catch {
    return { rss_mb: null, peak_mb: null };
  }
}

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/**
 * CPU time (user + system, all threads) a process has used so far, in ms, from /proc/<pid>/stat; null when
 * unavailable. Unlike wall time it barely moves when other work competes for the cores, so it is reported beside
 * every wall-clock figure of a child process. Resolution is one clock tick (10 ms at the usual 100 Hz).
 */
export function cpuTimeOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at field 3: utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicks() : null;
  } catch {
    return null;
  }
}
