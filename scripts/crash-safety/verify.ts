import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { createDatabase } from '../../src/server/db/connection';
import { checkLedger } from '../../src/server/money/check/ledger-check';
import type { DistributionLoad } from './distribution-load';
import type { InvestLoad } from './invest-load';
import type { Decision, ReviewLoad } from './load';
import { drivePosting, unfinishedPostings } from '../../src/server/money/postings/drive-posting';
import { verifyDistributions, type DistributionVerdict } from './verify-distributions';
import { verifyNotices } from './verify-notices';
import { verifyWithdrawals, type WithdrawalVerdict } from './verify-withdrawals';
import type { WithdrawalLoad } from './withdrawal-load';

export interface Verdict extends DistributionVerdict, WithdrawalVerdict {
  acknowledgedApprovals: number;
  acknowledgedRejections: number;
  /** Acknowledged decisions the database does not hold (wrong status or missing/extra credit). */
  lost: number;
  /** Deposits with more than one credit (bank → wallet transfer). */
  doubleCredits: number;
  /** Credits of deposits that are not approved, approved deposits without one, credits of another amount. */
  creditMismatches: number;
  /** Deposits answered 409 that are still pending. */
  conflictsStillPending: number;
  /** MONEY.md invariants the ledger check finds broken, and wallets that differ from their approved deposits. */
  totalMismatches: number;
  /** Decisions that committed while their worker died before answering, found by a retry's 409. */
  committedUnanswered: number;
  inDoubtCommitted: number;
  inDoubtNotCommitted: number;
  integrity: string;
  foreignKeyViolations: number;
  pragmas: { journalMode: string; synchronous: string; busyTimeoutMs: number };
  /** Chunked postings made in the run, those the final crash left unfinished, and the ledger check's findings before they resumed. */
  postings: number;
  postingsUnfinishedAtCrash: number;
  mismatchesAtCrash: number;
  /** Decided deposits and withdrawal steps without their notice in the outbox. */
  noticesMissing: number;
  problems: string[];
}

const SYNCHRONOUS = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];

/** SQLite's own checks: the file is intact, no dangling references, WAL with FULL sync and a busy timeout. */
async function sqliteFileChecks(db: Kysely<Database>, problems: string[]) {
  const integrityRows = (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows;
  const integrity = integrityRows.map((row) => row.integrity_check).join('; ');
  if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`);
  const foreignKeys = (await sql`pragma foreign_key_check`.execute(db)).rows;
  if (foreignKeys.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 5))}`);
  const journalMode = (await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows[0]?.journal_mode ?? '?';
  const synchronous = SYNCHRONOUS[Number((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous)] ?? '?';
  const busyTimeoutMs = Number((await sql<{ timeout: number }>`pragma busy_timeout`.execute(db)).rows[0]?.timeout);
  if (journalMode !== 'wal') problems.push(`journal_mode is ${journalMode}, not wal`);
  if (synchronous !== 'FULL' && synchronous !== 'EXTRA') problems.push(`synchronous is ${synchronous}, not FULL`);
  if (!(busyTimeoutMs > 0)) problems.push('busy_timeout is not set');
  return { integrity, foreignKeys, journalMode, synchronous, busyTimeoutMs };
}

/**
 * Opens the database afresh, through the app's own createDatabase (so the pragmas checked are the
 * ones every app process sets), after every worker was killed, and compares it with what the
 * workers acknowledged.
 */
export async function verify(
  dataDir: string,
  load: ReviewLoad,
  investLoad: InvestLoad,
  distributionLoad: DistributionLoad,
  withdrawalLoad: WithdrawalLoad,
  databaseUrl: string | null = null,
): Promise<Verdict> {
  const { db } = createDatabase({ databaseUrl, dataDir });
  try {
    const problems: string[] = [];
    // PostgreSQL keeps its own integrity and settings; the file and pragma checks are SQLite's.
    const { integrity, foreignKeys, journalMode, synchronous, busyTimeoutMs } = databaseUrl
      ? { integrity: 'postgres', foreignKeys: [] as unknown[], journalMode: 'n/a', synchronous: 'n/a', busyTimeoutMs: 0 }
      : await sqliteFileChecks(db, problems);

    // The books balance where the crash left them, mid-posting included; then the postings resume as a restarted process resumes them.
    const atCrash = (await checkLedger(db)).mismatches;
    for (const m of atCrash.slice(0, 5)) problems.push(`at the crash, ${m.check}: ${m.message} (expected ${m.expected}, actual ${m.actual})`);
    const unfinished = await unfinishedPostings(db);
    for (const id of unfinished) await drivePosting(db, id);
    const postings = await db.selectFrom('postings').select(['status']).execute();
    const stillPosting = postings.filter((row) => row.status !== 'posted').length;
    if (stillPosting > 0) problems.push(`${stillPosting} chunked postings still unfinished after resuming`);

    const deposits = await db
      .selectFrom('deposits')
      .leftJoin('transfers', (join) => join.onRef('transfers.deposit_id', '=', 'deposits.id').on('transfers.kind', '=', 'deposit'))
      .select((eb) => [
        'deposits.id as id',
        'deposits.status as status',
        'deposits.amount as amount',
        eb.fn.count<number>('transfers.id').as('credits'),
        eb.fn.coalesce(eb.fn.sum<number>('transfers.amount'), eb.lit(0)).as('credited'),
      ])
      .groupBy(['deposits.id', 'deposits.status', 'deposits.amount'])
      .execute();
    const byId = new Map(deposits.map((row) => [row.id, { status: row.status, amount: Number(row.amount), credits: Number(row.credits), credited: Number(row.credited) }]));

    const holds = (id: string, decision: Decision): boolean => {
      const row = byId.get(id);
      if (!row || row.status !== decision) return false;
      return decision === 'approved' ? row.credits === 1 && row.credited === row.amount : row.credits === 0;
    };

    let lost = 0;
    for (const [id, decision] of load.acknowledged) {
      if (holds(id, decision)) continue;
      lost += 1;
      if (lost <= 5) problems.push(`acknowledged ${decision} of deposit ${id} not held: ${JSON.stringify(byId.get(id) ?? 'missing')}`);
    }
    const doubleCredits = deposits.filter((row) => Number(row.credits) > 1).length;
    const creditMismatches = [...byId.values()].filter((row) => {
      if (row.credits > 1) return false; // counted as a double credit
      return row.status === 'approved' ? row.credits === 0 || row.credited !== row.amount : row.credits === 1;
    }).length;
    const conflictsStillPending = [...load.conflicted].filter((id) => byId.get(id)?.status === 'pending').length;
    let inDoubtCommitted = 0;
    for (const id of load.inDoubt.keys()) if (byId.get(id)?.status !== 'pending') inDoubtCommitted += 1;

    const ledgerMismatches = (await checkLedger(db)).mismatches;
    // Investors' money only comes in by approved deposits and by distribution lines (issue 16: profit
    // in, loss out, and their reversals), and otherwise only moves between their wallet and
    // holdings (investing, a completion returning capital), so each investor's wallet plus holdings
    // is exactly their approved deposits plus their net distribution lines. Issue 17: a pending
    // withdrawal's amount sits in the hold (still theirs), a paid one has left them.
    const approvedSums = await db
      .selectFrom('users')
      .select([
        'users.id as id',
        sql<number>`coalesce((select sum(a.credits_posted - a.debits_posted) from accounts a where a.user_id = users.id and a.kind in ('investor_wallet', 'holding')), 0)
          + coalesce((select sum(w.amount) from withdrawals w where w.user_id = users.id and w.status = 'pending'), 0)`.as('stored'),
        sql<number>`coalesce((select sum(d.amount) from deposits d where d.user_id = users.id and d.status = 'approved'), 0)
          + coalesce((select sum(t.amount) from accounts a join transfers t on t.credit_account_id = a.id
              where a.user_id = users.id and a.kind in ('investor_wallet', 'holding') and t.kind in ('profit', 'loss', 'distribution_reversal')), 0)
          - coalesce((select sum(t.amount) from accounts a join transfers t on t.debit_account_id = a.id
              where a.user_id = users.id and a.kind in ('investor_wallet', 'holding') and t.kind in ('profit', 'loss', 'distribution_reversal')), 0)
          - coalesce((select sum(w.amount) from withdrawals w where w.user_id = users.id and w.status = 'paid'), 0)`.as('approved'),
      ])
      .execute();
    // Every acknowledged investment is there, once, with the amount and id its answer gave.
    for (const [key, investment] of investLoad.acknowledged) {
      const row = await db.selectFrom('transfers').select(['id', 'amount', 'user_id']).where('idempotency_key', '=', `invest:${investment.userId}:${key}`).executeTakeFirst();
      if (!row || row.id !== investment.transferId || Number(row.amount) !== investment.amount || row.user_id !== investment.userId) {
        lost += 1;
        if (lost <= 5) problems.push(`acknowledged investment ${key} not held: ${JSON.stringify(row ?? 'missing')}`);
      }
    }
    const coInvestments = Number(
      (
        await db
          .selectFrom('transfers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '=', 'company_investment')
          .executeTakeFirstOrThrow()
      ).n,
    );
    if (coInvestments < investLoad.stats.allocations) problems.push(`${investLoad.stats.allocations} co-investments acknowledged, ${coInvestments} held`);
    const depositMismatches = approvedSums.filter((row) => Number(row.stored) !== Number(row.approved));
    for (const m of ledgerMismatches.slice(0, 5)) problems.push(`${m.check}: ${m.message} (expected ${m.expected}, actual ${m.actual})`);
    for (const m of depositMismatches.slice(0, 5))
      problems.push(`user ${m.id}: wallet, holdings and pending withdrawals ${m.stored}, approved deposits and distribution lines less paid withdrawals ${m.approved}`);
    const distributions = await verifyDistributions(db, distributionLoad, problems);
    if (distributions.distributionsLost + distributions.distributionsDouble + distributions.distributionsUnasked > 0) {
      problems.push(`distributions: ${distributions.distributionsLost} lost, ${distributions.distributionsDouble} double, ${distributions.distributionsUnasked} unasked`);
    }
    const withdrawals = await verifyWithdrawals(db, withdrawalLoad, problems);
    const reviewed = new Set([...load.acknowledged.keys(), ...load.conflicted, ...load.retriedAndDecided, ...load.inDoubt.keys()]);
    const notices = await verifyNotices(db, reviewed, problems);
    if (doubleCredits > 0) problems.push(`${doubleCredits} deposits credited more than once`);
    if (creditMismatches > 0) problems.push(`${creditMismatches} deposits whose credit does not match their status or amount`);
    if (conflictsStillPending > 0) problems.push(`${conflictsStillPending} deposits answered 409 are still pending`);
    if (lost > 5) problems.push(`… ${lost - 5} more acknowledged decisions not held`);

    const acknowledged = [...load.acknowledged.values()];
    const committedUnanswered = [...load.retriedAndDecided].filter((id) => !load.acknowledged.has(id) && byId.get(id)?.status !== 'pending').length;
    return {
      acknowledgedApprovals: acknowledged.filter((d) => d === 'approved').length,
      acknowledgedRejections: acknowledged.filter((d) => d === 'rejected').length,
      lost,
      doubleCredits,
      creditMismatches,
      conflictsStillPending,
      totalMismatches: ledgerMismatches.length + depositMismatches.length,
      committedUnanswered,
      inDoubtCommitted,
      inDoubtNotCommitted: load.inDoubt.size - inDoubtCommitted,
      integrity,
      foreignKeyViolations: foreignKeys.length,
      pragmas: { journalMode, synchronous, busyTimeoutMs },
      postings: postings.length,
      postingsUnfinishedAtCrash: unfinished.length,
      mismatchesAtCrash: atCrash.length,
      ...distributions,
      ...withdrawals,
      ...notices,
      problems,
    };
  } finally {
    await db.destroy();
  }
}
