import pg from 'pg';

/**
 * A fresh schema on the PostgreSQL server at `baseUrl` (--postgres), as an empty database: every
 * worker's DATABASE_URL points into it through search_path. `drop` removes it and all it holds.
 */
export async function createCrashSchema(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `crash_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema if exists ${schema} cascade`) };
}
