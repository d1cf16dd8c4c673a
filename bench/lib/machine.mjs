import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

function cpuModel() {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((l) => l.startsWith('model name'));
    if (line) return line.split(':')[1].trim();
  } catch {
    // Not Linux: fall back to what Node reports.
  }
  return cpus()[0]?.model ?? 'unknown';
}

/** Where the numbers came from. The load average matters: these runs share the machine with whatever else runs. */
export function machineInfo() {
  return {
    cpu_model: cpuModel(),
    nproc: availableParallelism(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    total_memory_mb: Math.round(totalmem() / 1024 / 1024),
    load_average_1m_at_start: Number(loadavg()[0].toFixed(2)),
  };
}

export function loadAverageNow() {
  return Number(loadavg()[0].toFixed(2));
}
