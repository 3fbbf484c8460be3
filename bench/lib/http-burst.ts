/**
 * Requests sent at once while a probe asks another route every few milliseconds, from a worker thread:
 * the client's own work (and its timers) then stays off the event loop of a server running in the same
 * process, so what the probe measures is the server. Each probe is timed from when it was due, so a
 * stalled server loop counts in full however late the probe goes out.
 */
import { Worker } from 'node:worker_threads';

export interface BurstResult {
  /** ms from the start to each request's last byte, in request order */
  arrivalsMs: number[];
  /** ms from when each probe was due to its answer */
  probeMs: number[];
}

// Plain JavaScript, run as the worker's script: it needs nothing of the project.
const CLIENT = `
const { workerData, parentPort } = require('node:worker_threads');
const { urls, headers, probeUrl, everyMs } = workerData;
(async () => {
  // A thread's first fetch loads and compiles undici: done before the clock starts.
  for (let i = 0; i < 3; i += 1) await (await fetch(probeUrl)).arrayBuffer();
  const start = performance.now();
  const probeMs = [];
  const probes = [];
  let sent = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    const due = start + sent * everyMs;
    sent += 1;
    probes.push(fetch(probeUrl).then(async (res) => {
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error('the probe answered ' + res.status);
      probeMs.push(performance.now() - due);
    }));
    setTimeout(tick, Math.max(0, start + sent * everyMs - performance.now()));
  };
  tick();
  const arrivalsMs = await Promise.all(urls.map(async (url, i) => {
    const res = await fetch(url, { headers: headers[i] });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(url + ' answered ' + res.status + ': ' + body.toString('utf8', 0, 200));
    if (!body.toString('latin1', body.length - 8).includes('%%EOF')) throw new Error('a PDF came cut short');
    return performance.now() - start;
  }));
  done = true;
  await Promise.all(probes);
  parentPort.postMessage({ arrivalsMs, probeMs });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

/** GETs `urls` (with `headers[i]`) at once, and `probeUrl` every `everyMs` until the last has arrived. */
export function burstWithProbe(urls: string[], headers: Record<string, string>[], probeUrl: string, everyMs: number): Promise<BurstResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { urls, headers, probeUrl, everyMs } });
    worker.once('message', (message: BurstResult | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}
