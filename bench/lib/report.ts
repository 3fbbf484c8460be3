/** One measured line of the PERFORMANCE.md table, and the ways a bench prints them. */
export interface BenchRow {
  /** The PERFORMANCE.md row it belongs to. */
  row: number;
  what: string;
  target: string;
  measured: string;
  pass: boolean;
  /** The raw numbers behind `measured`, for bench/results.json. */
  values: Record<string, unknown>;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The nearest-rank percentile (p in 0..100). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)] ?? NaN;
};

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export function markdownTable(rows: BenchRow[]): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const lines = rows.map((r) => `| ${r.row} | ${escape(r.what)} | ${escape(r.target)} | ${escape(r.measured)} | ${r.pass ? 'pass' : '**FAIL**'} |`);
  return ['| # | what | target | measured | result |', '|---|---|---|---|---|', ...lines].join('\n');
}

/**
 * Runs one bench file on its own (`npx tsx bench/<file>.ts`): prints its rows as a table and one
 * JSON line, and exits 1 when a row misses its target.
 */
export function runAlone(measure: () => Promise<BenchRow[]>): void {
  measure().then(
    (rows) => {
      console.log(markdownTable(rows));
      console.log(JSON.stringify(rows));
      process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
