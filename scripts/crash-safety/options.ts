/** Command-line options of `npm run test:crash -- --kills N ...`. */
export interface Options {
  /** SIGKILLs to deliver before the final kill of every worker. */
  kills: number;
  /** Approver processes sharing the one database file. */
  workers: number;
  /** Review requests kept in flight at once. */
  concurrency: number;
  /** Longest pause between two kills; each pause is uniform between 0 and this. */
  maxGapMs: number;
  /** Keep the temporary DATA_DIR for inspection instead of removing it. */
  keep: boolean;
  /** A PostgreSQL server URL: the workers share one database (a fresh schema) there instead of SQLite. */
  postgres: string | null;
}

const DEFAULTS: Options = { kills: 500, workers: 4, concurrency: 16, maxGapMs: 300, keep: false, postgres: null };

const USAGE = `Usage: npm run test:crash -- [--kills N] [--workers N] [--concurrency N] [--max-gap-ms N] [--keep]
  --kills N         SIGKILLs to deliver (default ${DEFAULTS.kills}; CI uses a smaller count)
  --workers N       approver processes on one SQLite database (default ${DEFAULTS.workers})
  --concurrency N   review requests in flight at once (default ${DEFAULTS.concurrency})
  --max-gap-ms N    longest random pause between kills (default ${DEFAULTS.maxGapMs})
  --keep            keep the temporary data directory
  --postgres URL    run the workers on one PostgreSQL database (a fresh schema on that server) instead of SQLite`;

const NUMERIC: Record<string, { key: Exclude<keyof Options, 'keep' | 'postgres'>; min: number; max: number }> = {
  '--kills': { key: 'kills', min: 1, max: 100_000 },
  '--workers': { key: 'workers', min: 2, max: 32 },
  '--concurrency': { key: 'concurrency', min: 1, max: 256 },
  '--max-gap-ms': { key: 'maxGapMs', min: 0, max: 60_000 },
};

/** Parses argv (without node and the script); throws with the usage text on anything unknown. */
export function parseOptions(argv: string[]): Options {
  const options = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--keep') {
      options.keep = true;
      continue;
    }
    if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    if (name === '--postgres') {
      const url = inline ?? argv[(i += 1)];
      if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new Error(`--postgres needs a postgres:// URL\n${USAGE}`);
      options.postgres = url;
      continue;
    }
    const spec = NUMERIC[name];
    if (!spec) throw new Error(`Unknown option ${arg}\n${USAGE}`);
    const text = inline ?? argv[(i += 1)];
    const value = Number(text);
    if (text === undefined || !/^\d+$/.test(text) || value < spec.min || value > spec.max) {
      throw new Error(`${name} must be a whole number from ${spec.min} to ${spec.max} (got ${text ?? 'nothing'})\n${USAGE}`);
    }
    options[spec.key] = value;
  }
  return options;
}
