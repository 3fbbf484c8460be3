import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

/**
 * CPU time of the calling thread in milliseconds. Node 20 has no per-thread CPU clock and
 * process.cpuUsage() counts every thread, so Linux's scheduler count for this thread is read; elsewhere
 * the event loop's busy time stands in (the same while the thread has a core to itself).
 */
export function threadCpuMs(): number {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]) / 1e6;
  } catch {
    return performance.eventLoopUtilization().active;
  }
}
