/**
 * SECURITY.md 12: a kill -9 during approvals, investments, distributions and withdrawals loses no acknowledged change and
 * double-credits nothing; the MONEY.md ledger check is green afterwards. Several real server processes (the built server, as `npm start` runs it) share one
 * SQLite database.
 *
 * 1. First start: every worker starts at once on an empty DATA_DIR and some are SIGKILLed while
 *    they create and migrate the database; all must come up again (a few rounds).
 * 2. Approvals: this process sends deposit reviews (PUT /api/deposit/:id as the admin, as the admin
 *    UI does; some to two workers at once, some retried after a lost answer) and SIGKILLs random
 *    workers at random moments, restarting them, until `--kills` kills. Investments (invest-load.ts)
 *    and profit/loss distributions, their reversals and project completions (distribution-load.ts)
 *    go on meanwhile, and withdrawals with their payments, rejections and cancels (withdrawal-load.ts). Then every worker is killed, the database is opened afresh and checked
 *    against every 2xx answer received.
 *
 *   npm run test:crash                   (500 kills)
 *   npm run test:crash -- --kills 60     (the CI step)
 *
 * Prints a summary and one JSON line; exit code 1 on any failure. Connection errors from killed
 * workers are expected: such a request is "in doubt", may be retried, and is never counted as
 * acknowledged. SIGKILL tests process crashes; the OS keeps written pages, so power loss (what
 * synchronous=FULL is for) is out of its reach.
 */
import os from 'node:os';
import { buildServer } from './crash-safety/build';
import { addDistributionProjects } from './crash-safety/distribution-fixture';
import { DistributionLoad } from './crash-safety/distribution-load';
import { firstStartRounds } from './crash-safety/first-start';
import { addPendingDeposits, createFixture, holdWriteLockPastBusyTimeout, postingUnderway, removeDataDir } from './crash-safety/fixture';
import { sleep } from './crash-safety/http';
import { removeLeftovers } from './crash-safety/leftovers';
import { InvestLoad } from './crash-safety/invest-load';
import { ReviewLoad } from './crash-safety/load';
import { parseOptions, type Options } from './crash-safety/options';
import { pickRandom } from './crash-safety/random';
import { failuresOf, printReport } from './crash-safety/report';
import { verify } from './crash-safety/verify';
import { WithdrawalLoad } from './crash-safety/withdrawal-load';
import type { Slot, WorkerPool } from './crash-safety/worker-pool';

const INITIAL_DEPOSITS = 4000;
const TOP_UP_BELOW = 1500;
const TOP_UP_BATCH = 2000;
/** Share of kills aimed at a worker still starting (opening the database, migrating). */
const STARTUP_KILL_SHARE = 0.1;
/** First-start rounds: one per this many kills, at least 3. */
const KILLS_PER_FIRST_START = 50;
/** Long writes by another process holding the lock past busy_timeout: one per this many kills, at least one. */
const KILLS_PER_STALL = 100;
/** Kill a serving worker only while more than this many serve, so reviews (and pairs) go on. */
const MIN_SERVING = 2;
/** Distribution projects seeded at the start and whenever fewer than DISTRIBUTION_OPEN_BELOW still take distributions. */
const DISTRIBUTION_PROJECTS = 4;
const DISTRIBUTION_OPEN_BELOW = 2;
/** Stop early once the run has clearly failed, instead of grinding through every kill. */
const GIVE_UP_AFTER = 50;

/** What an interrupted run has to clean up: running workers, data directories, the build. */
const open = {
  pool: null as WorkerPool | null,
  dataDirs: new Set<string>(),
  removeBuild: null as (() => void) | null,
  keep: false,
  dropDatabase: null as (() => Promise<void>) | null,
};

function cleanUp(): void {
  open.pool?.killAllNow();
  open.pool = null;
  open.removeBuild?.();
  open.removeBuild = null;
  if (!open.keep) for (const dir of open.dataDirs) removeDataDir(dir);
  open.dataDirs.clear();
}

async function run(options: Options): Promise<boolean> {
  const started = performance.now();
  removeLeftovers(os.tmpdir(), 'halal-crash-');
  const build = await buildServer();
  open.removeBuild = build.remove;
  const buildMs = performance.now() - started;

  const firstStarts = await firstStartRounds(
    Math.max(3, Math.ceil(options.kills / KILLS_PER_FIRST_START)),
    options.workers,
    build.entry,
    (pool, dir) => {
      open.pool = pool;
      open.dataDirs.add(dir);
    },
    options.postgres,
  );
  const { pool: workers, dataDir, databaseUrl } = firstStarts;
  open.dropDatabase = open.keep ? null : firstStarts.dropDatabase;
  console.error(`  first start: ${firstStarts.rounds} rounds, ${firstStarts.kills} kills while migrating, ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const fixture = await createFixture(dataDir, databaseUrl);
  let deposits = 0;
  const addDeposits = async (count: number) => {
    const ids = await addPendingDeposits(fixture.database.db, fixture.investorIds, count);
    deposits += ids.length;
    return ids;
  };
  const load = new ReviewLoad(workers, fixture.adminToken);
  load.addPending(await addDeposits(INITIAL_DEPOSITS));
  load.start(options.concurrency);
  // Issue 15: investments and co-investments beside the reviews, so kills land mid-transfer too.
  const investLoad = new InvestLoad(workers, fixture.investorTokens, fixture.adminToken, fixture.projectId);
  investLoad.start(Math.max(1, Math.floor(options.concurrency / 2)));
  // Issue 16: distributions, reversals and completions on projects with holders of their own.
  const distributionLoad = new DistributionLoad(workers, fixture.adminToken);
  const addProjects = async () => distributionLoad.addProjects(await addDistributionProjects(fixture.database.db, fixture.adminId, DISTRIBUTION_PROJECTS));
  await addProjects();
  // Two loops: four made the SQLite run's kill phase a quarter longer (slower restarts on a busy machine).
  distributionLoad.start(Math.max(1, Math.floor(options.concurrency / 8)));
  // Issue 17: withdrawal requests, payments, rejections and cancels, at low concurrency (argon2 checks each request's password).
  const withdrawalLoad = new WithdrawalLoad(workers, fixture.investorTokens, fixture.adminToken, fixture.investorPassword);
  withdrawalLoad.start(Math.max(1, Math.floor(options.concurrency / 8)));

  // More pending deposits whenever the pool runs low; another writer on the same file, as a second admin would be.
  let toppingUp = true;
  const topUp = (async () => {
    while (toppingUp) {
      if (load.pendingCount() < TOP_UP_BELOW) load.addPending(await addDeposits(TOP_UP_BATCH));
      if (distributionLoad.openCount() < DISTRIBUTION_OPEN_BELOW) await addProjects();
      await sleep(100);
    }
  })();

  const facts = { kills: 0, killsWithRequestsInFlight: 0, killsDuringStartup: 0, killsMidPosting: 0, stalls: 0 };
  // The stalls start after random kills and overlap the kills that follow.
  const stallAfter = new Set(Array.from({ length: Math.max(1, Math.round(options.kills / KILLS_PER_STALL)) }, () => 1 + Math.floor(Math.random() * options.kills)));
  const stalls: Promise<void>[] = [];
  const failing = () =>
    load.stats.failures.length +
      distributionLoad.stats.failures.length +
      withdrawalLoad.stats.failures.length +
      workers.stats.unexpectedExits.length +
      workers.stats.errorLogs.length >=
    GIVE_UP_AFTER;
  const minServing = Math.min(MIN_SERVING, options.workers - 1);
  let nextProgress = Math.ceil(options.kills / 10);
  while (facts.kills < options.kills && !failing()) {
    // Mostly a serving worker, while enough others serve for the traffic to go on; sometimes one still starting.
    const duringStartup = Math.random() < STARTUP_KILL_SHARE;
    await sleep(Math.random() * options.maxGapMs);
    let target: Slot | undefined;
    while (!target && !failing()) {
      const ready = workers.ready();
      target = (duringStartup ? pickRandom(workers.starting()) : undefined) ?? (ready.length > minServing ? pickRandom(ready) : undefined);
      if (!target) await sleep(5);
    }
    if (!target) break;
    const { inFlight, state } = target;
    if (!workers.kill(target)) continue;
    facts.kills += 1;
    if (inFlight > 0) facts.killsWithRequestsInFlight += 1;
    if (state === 'starting') facts.killsDuringStartup += 1;
    if (await postingUnderway(fixture.database.db)) facts.killsMidPosting += 1;
    // Holding SQLite's one write lock past busy_timeout has no PostgreSQL counterpart (row locks).
    if (stallAfter.delete(facts.kills) && !databaseUrl) {
      facts.stalls += 1;
      stalls.push(holdWriteLockPastBusyTimeout(fixture.database.db));
    }
    if (facts.kills >= nextProgress) {
      console.error(
        `  ${facts.kills}/${options.kills} kills, ${load.acknowledged.size} acknowledged, ${distributionLoad.acknowledged.size} distributions, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      nextProgress += Math.ceil(options.kills / 10);
    }
  }

  await Promise.all(stalls);
  // The end is one more crash: every worker killed mid-traffic, then the file opened afresh.
  const finalKills = workers.slots.filter((slot) => slot.child !== null).length;
  await workers.stop();
  await load.stop();
  await investLoad.stop();
  await distributionLoad.stop();
  await withdrawalLoad.stop();
  toppingUp = false;
  await topUp;
  await fixture.database.db.destroy();
  const verdict = await verify(dataDir, load, investLoad, distributionLoad, withdrawalLoad, databaseUrl);

  const failures = [
    ...failuresOf(verdict, load.stats, workers.stats),
    ...investLoad.stats.failures.slice(0, 10),
    ...distributionLoad.stats.failures.slice(0, 10),
    ...withdrawalLoad.stats.failures.slice(0, 10),
  ];
  const durationMs = performance.now() - started;
  printReport(
    { options, ...facts, finalKills, firstStarts, deposits, buildMs, durationMs },
    verdict,
    load.stats,
    workers.stats,
    failures,
    distributionLoad.stats,
    withdrawalLoad.stats,
  );
  const s = investLoad.stats;
  console.log(
    `  investments: sent ${s.sent}, acknowledged ${investLoad.acknowledged.size} (retried with their key ${s.retries}), refused for balance ${s.refusedForBalance}, co-investments ${s.allocations}, no answer ${s.connectionErrors}, 503 ${s.busy}, failures ${s.failures.length}`,
  );
  if (open.keep) console.log(`data directory kept: ${dataDir}${databaseUrl ? ` (database ${databaseUrl})` : ''}`);
  await open.dropDatabase?.();
  open.dropDatabase = null;
  return failures.length === 0;
}

async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  open.keep = options.keep;
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`crash safety run interrupted (${signal}); workers stopped${open.keep ? '' : ', data removed'}`);
      cleanUp();
      process.exit(130);
    });
  }
  try {
    process.exitCode = (await run(options)) ? 0 : 1;
  } catch (error) {
    console.error('crash safety run failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    cleanUp();
  }
}

void main();
