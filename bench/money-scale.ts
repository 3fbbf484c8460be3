/**
 * Issue 15's bench rows, in process (the app as tests build it, on SQLite):
 *  - the profile (GET /api/auth/user) and holdings of an investor with 10,000 transfers answer
 *    within 1.2× the time for one with 10: every figure is a stored balance, never a sum over transfers;
 *  - investing at 50 concurrent requests: p99 within budget, 0 errors.
 *
 *   npx tsx bench/money-scale.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDatabase, migrateToLatest } from '../src/server/db/connection';
import { newId, nowIso } from '../src/server/db/ids';
import { reviewDeposit } from '../src/server/money/deposits/deposit-review';
import { invest } from '../src/server/money/invest/invest';
import { createSession } from '../src/server/services/sessions';
import { benchProject } from './lib/bench-project';
import { median, percentile, round, runAlone, type BenchRow } from './lib/report';

const HEAVY_TRANSFERS = 10_000;
const SAMPLES = 300;
const CONNECTIONS = 50;
const ROUNDS = 20;
const P99_BUDGET_MS = 250;

export async function measureMoneyScale(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-bench-money-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false', CLIENT_DIR: path.join(dataDir, 'no-client') });
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const app = await buildApp(config, database);
  const { db } = database;
  try {
    const now = nowIso();
    const user = async (role: 'admin' | 'investor') => {
      const id = newId();
      await db
        .insertInto('users')
        .values({
          id,
          email: `${id}@bench.test`,
          fullname: 'Bench',
          password_hash: 'x',
          role,
          language: 'en',
          is_verified: 1,
          search_text: 'bench',
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { id, token: await createSession(db, id, 1, { twoFactorVerified: true }) };
    };
    const admin = await user('admin');
    const fund = async (userId: string, poisha: number) => {
      const id = newId();
      await db
        .insertInto('deposits')
        .values({ id, user_id: userId, amount: poisha, status: 'pending', screenshot_key: 'private/x.png', created_at: now, updated_at: now })
        .execute();
      await reviewDeposit(db, { depositId: id, status: 'approved', adminRemarks: null, actorId: admin.id, origin: null });
    };
    const projectIds: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const id = newId();
      projectIds.push(id);
      await db
        .insertInto('projects')
        .values(benchProject(id, `Bench ${i}`))
        .execute();
    }
    // Light: 1 deposit + 9 investments = 10 transfers. Heavy: 1 deposit + 9,999 investments. Both
    // hold the same 9 projects, so the answers are the same size and only the history differs.
    const light = await user('investor');
    const heavy = await user('investor');
    for (const [who, count] of [
      [light, 10],
      [heavy, HEAVY_TRANSFERS],
    ] as const) {
      await fund(who.id, count * 100);
      for (let i = 1; i < count; i += 1) {
        await invest(db, { userId: who.id, projectId: projectIds[i % 9] as string, amount: 1, idempotencyKey: null, actorId: who.id });
      }
    }
    const timeOf = async (url: string, token: string) => {
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i += 1) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      }
      return median(times.slice(SAMPLES / 10)); // the first tenth warms up
    };
    const rows: BenchRow[] = [];
    for (const url of ['/api/auth/user', '/api/investment/holdings']) {
      // Interleaved, so both see the same machine load.
      const lightMs = [await timeOf(url, light.token), await timeOf(url, light.token)];
      const heavyMs = [await timeOf(url, heavy.token), await timeOf(url, heavy.token)];
      const ratio = Math.min(...heavyMs) / Math.min(...lightMs);
      rows.push({
        row: 7,
        what: `${url}: investor with ${HEAVY_TRANSFERS} transfers vs 10`,
        target: '≤ 1.2× the time for 10',
        measured: `${round(Math.min(...heavyMs), 2)} ms vs ${round(Math.min(...lightMs), 2)} ms (${round(ratio, 2)}×)`,
        pass: ratio <= 1.2,
        values: { heavyMs, lightMs, ratio },
      });
    }

    const investors = await Promise.all(Array.from({ length: CONNECTIONS }, () => user('investor')));
    for (const investor of investors) await fund(investor.id, ROUNDS * 100);
    const latencies: number[] = [];
    let errors = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      await Promise.all(
        investors.map(async (investor, i) => {
          const start = performance.now();
          const res = await app.inject({
            method: 'POST',
            url: '/api/investment',
            headers: { authorization: `Bearer ${investor.token}` },
            payload: { projectId: projectIds[i % projectIds.length], amount: 1, idempotencyKey: `bench-${round}-${i}-key` },
          });
          latencies.push(performance.now() - start);
          if (res.statusCode !== 201) errors += 1;
        }),
      );
    }
    const p99 = percentile(latencies, 99);
    rows.push({
      row: 8,
      what: `POST /api/investment at ${CONNECTIONS} concurrent requests (${latencies.length} in all)`,
      target: `p99 ≤ ${P99_BUDGET_MS} ms, 0 errors`,
      measured: `p99 ${round(p99, 1)} ms, ${errors} errors`,
      pass: p99 <= P99_BUDGET_MS && errors === 0,
      values: { p99, errors, requests: latencies.length },
    });
    return rows;
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) runAlone(measureMoneyScale);
