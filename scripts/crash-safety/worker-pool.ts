import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from '../lib/free-port';
import { request, sleep } from './http';

const EXIT_WITH_PARENT = path.join(__dirname, 'exit-with-parent.cjs');
const START_TIMEOUT_MS = 60_000;
const LOG_TAIL = 40;

export interface Slot {
  index: number;
  port: number;
  child: ChildProcess | null;
  state: 'starting' | 'ready' | 'down';
  /** Review requests sent to this slot's current process and not yet settled. */
  inFlight: number;
  /** Set just before this run sends SIGKILL, so the exit is expected. */
  killing: boolean;
  /** Settles when the current process answers /api/health, or is gone. */
  whenReady: Promise<void>;
}

export interface PoolStats {
  starts: number;
  startMs: number[];
  /** Exits nobody asked for: start-up failures, crashes. Any is a failure of the run. */
  unexpectedExits: string[];
  /** Log lines at level error or worse (pino level ≥ 50), e.g. a 500's "request failed". */
  errorLogs: string[];
}

/**
 * `size` approver processes on one DATA_DIR. A process that exits is started again while the pool
 * runs; `kill` delivers SIGKILL.
 */
export class WorkerPool {
  readonly slots: Slot[] = [];
  readonly stats: PoolStats = { starts: 0, startMs: [], unexpectedExits: [], errorLogs: [] };
  private running = true;
  private readonly tail: string[] = [];

  private constructor(
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** `entry` is the built server.js (build.ts): what `npm start` runs, unchanged. Does not wait for readiness. */
  static async launch(size: number, dataDir: string, entry: string, databaseUrl = ''): Promise<WorkerPool> {
    // The embedded SQLite database (or the run's PostgreSQL schema), local mail and storage: whatever the caller's shell has set.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      SEED_DEMO: 'false',
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      S3_BUCKET: '',
      SMTP_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      PUBLIC_URL: '',
      // One line a chunk: every distribution, reversal and completion of the run posts in chunks, so kills land between and inside them.
      POSTING_CHUNK_LINES: '1',
    };
    const pool = new WorkerPool(entry, env);
    for (let index = 0; index < size; index += 1) {
      pool.slots.push({ index, port: await freePort(), child: null, state: 'down', inFlight: 0, killing: false, whenReady: Promise.resolve() });
    }
    pool.slots.forEach((slot) => pool.spawn(slot));
    return pool;
  }

  /** Resolves once every slot serves, or rejects when a worker fails to come up. */
  async allReady(): Promise<void> {
    const failures = this.stats.unexpectedExits.length;
    while (this.slots.some((slot) => slot.state !== 'ready')) {
      if (this.stats.unexpectedExits.length > failures) throw new Error(this.stats.unexpectedExits.slice(failures).join('\n'));
      await Promise.all(this.slots.map((slot) => slot.whenReady));
      await sleep(5);
    }
  }

  ready(): Slot[] {
    return this.slots.filter((slot) => slot.state === 'ready');
  }

  starting(): Slot[] {
    return this.slots.filter((slot) => slot.state === 'starting' && slot.child !== null);
  }

  /** SIGKILL now; returns false when the slot has no live process. */
  kill(slot: Slot): boolean {
    const child = slot.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return false;
    slot.killing = true;
    // No new requests for a process that is going: only those already sent see the kill.
    slot.state = 'down';
    return child.kill('SIGKILL');
  }

  /** Stops restarting, kills every process and waits until all have exited. */
  async stop(): Promise<void> {
    this.running = false;
    const exits = this.slots.map((slot) => (slot.child ? new Promise<void>((resolve) => slot.child?.once('exit', () => resolve())) : Promise.resolve()));
    this.slots.forEach((slot) => this.kill(slot));
    await Promise.all(exits);
  }

  /** Synchronous last resort for process exit and signals: no child outlives the run. */
  killAllNow(): void {
    this.running = false;
    for (const slot of this.slots) slot.child?.kill('SIGKILL');
  }

  private spawn(slot: Slot): void {
    const startedAt = performance.now();
    const child = fork(this.entry, [], {
      env: { ...this.env, PORT: String(slot.port) },
      execArgv: ['--require', EXIT_WITH_PARENT],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    slot.child = child;
    slot.state = 'starting';
    slot.inFlight = 0;
    slot.killing = false;
    this.stats.starts += 1;
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) readline.createInterface({ input: stream }).on('line', (line) => this.log(slot, line));
    }
    child.once('exit', (code, signal) => {
      slot.child = null;
      slot.state = 'down';
      if (!slot.killing) {
        this.stats.unexpectedExits.push(`worker ${slot.index} exited by itself (code ${code}, signal ${signal}); last log lines:\n${this.tail.slice(-10).join('\n')}`);
      }
      if (this.running) this.spawn(slot);
    });
    slot.whenReady = this.waitReady(slot, startedAt);
  }

  /** Polls GET /api/health until the slot's current process answers 200. */
  private async waitReady(slot: Slot, startedAt: number): Promise<void> {
    const child = slot.child;
    while (slot.child === child && child !== null && !slot.killing) {
      const health = await request({ port: slot.port, method: 'GET', path: '/api/health', timeoutMs: 1000 });
      if (slot.child !== child || slot.killing) return;
      if (health.kind === 'answer' && health.status === 200) {
        slot.state = 'ready';
        this.stats.startMs.push(performance.now() - startedAt);
        return;
      }
      if (performance.now() - startedAt > START_TIMEOUT_MS) {
        this.stats.unexpectedExits.push(`worker ${slot.index} did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
        this.kill(slot);
        return;
      }
      await sleep(25);
    }
  }

  private log(slot: Slot, line: string): void {
    const entry = `[worker ${slot.index}] ${line}`;
    this.tail.push(entry);
    if (this.tail.length > LOG_TAIL) this.tail.shift();
    let level = 0;
    try {
      level = Number((JSON.parse(line) as { level?: unknown }).level) || 0;
    } catch {
      // Not a pino line (a start-up failure printed with console.error): treat as an error.
      level = 50;
    }
    if (level >= 50) this.stats.errorLogs.push(entry);
  }
}
