import type { DistributionStats } from './distribution-load';
import type { LoadStats } from './load';
import type { Options } from './options';
import type { Verdict } from './verify';
import type { WithdrawalStats } from './withdrawal-load';
import type { PoolStats } from './worker-pool';

export interface RunFacts {
  options: Options;
  kills: number;
  killsWithRequestsInFlight: number;
  killsDuringStartup: number;
  /** Kills after which a chunked posting was still underway (found unfinished right after the kill). */
  killsMidPosting: number;
  finalKills: number;
  /** Times this process held the write lock past busy_timeout. */
  stalls: number;
  firstStarts: { rounds: number; kills: number };
  deposits: number;
  buildMs: number;
  durationMs: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number);
};

/** Everything that makes the run fail, in words; empty when it passed. */
export function failuresOf(verdict: Verdict, load: LoadStats, pool: PoolStats): string[] {
  return [
    ...verdict.problems,
    ...load.failures.slice(0, 10),
    ...(load.failures.length > 10 ? [`… ${load.failures.length - 10} more failed requests`] : []),
    ...pool.unexpectedExits.slice(0, 5),
    ...pool.errorLogs.slice(0, 10).map((line) => `error logged: ${line}`),
    ...(pool.errorLogs.length > 10 ? [`… ${pool.errorLogs.length - 10} more error log lines`] : []),
  ];
}

/** A few lines for people, then one JSON line for machines. */
export function printReport(facts: RunFacts, verdict: Verdict, load: LoadStats, pool: PoolStats, failures: string[], dist: DistributionStats, wd: WithdrawalStats): void {
  const seconds = (facts.durationMs / 1000).toFixed(1);
  const lines = [
    `crash safety: ${failures.length === 0 ? 'PASS' : 'FAIL'} in ${seconds} s (server build ${(facts.buildMs / 1000).toFixed(1)} s)`,
    `  first start: ${facts.firstStarts.rounds} empty databases migrated by ${facts.options.workers} workers at once, ${facts.firstStarts.kills} SIGKILLs while migrating, all came up`,
    `  approvals: workers ${facts.options.workers}, SIGKILLs ${facts.kills} (+${facts.finalKills} at the end; ${facts.killsWithRequestsInFlight} with requests in flight, ${facts.killsDuringStartup} during start-up, ${facts.killsMidPosting} with a chunked posting underway), starts ${pool.starts}, start p50/p95 ${percentile(pool.startMs, 50)}/${percentile(pool.startMs, 95)} ms`,
    `  requests ${load.sent} (pairs to two workers ${load.pairs}, retries of unanswered ${load.retries}), deposits ${facts.deposits}`,
    `  acknowledged approvals ${verdict.acknowledgedApprovals}, rejections ${verdict.acknowledgedRejections}, 409 already reviewed ${load.conflicts}, 503 busy ${load.busy} (write lock held past busy_timeout ${facts.stalls}×)`,
    `  no answer: connection errors ${load.connectionErrors}, timeouts ${load.timeouts}; committed but unanswered (a retry got 409) ${verdict.committedUnanswered}; left in doubt: ${verdict.inDoubtCommitted} committed, ${verdict.inDoubtNotCommitted} not`,
    `  lost acknowledged ${verdict.lost}, double credits ${verdict.doubleCredits}, credit mismatches ${verdict.creditMismatches}, total mismatches ${verdict.totalMismatches}, 409s still pending ${verdict.conflictsStillPending}`,
    `  distributions: requests ${dist.sent} (pairs ${dist.pairs}, retries ${dist.retries}, completions raced by a post ${dist.races}), acknowledged profits ${verdict.acknowledgedProfits}, losses ${verdict.acknowledgedLosses}, reversals ${verdict.acknowledgedReversals}, completions ${verdict.acknowledgedCompletions}`,
    `    409 already reversed ${dist.alreadyReversed}, already completed ${dist.alreadyCompleted}, refused as completed meanwhile ${dist.refusedCompleted}; no answer ${dist.connectionErrors}, 503 ${dist.busy}, 409 still posting ${dist.postingBusy}; left in doubt: ${verdict.distributionsInDoubtCommitted} committed, ${verdict.distributionsInDoubtNotCommitted} not`,
    `    lost ${verdict.distributionsLost}, double ${verdict.distributionsDouble}, unasked ${verdict.distributionsUnasked}, failed requests ${dist.failures.length}`,
    `  withdrawals: requests ${wd.sent} (pairs ${wd.pairs}, retries ${wd.retries}), acknowledged ${verdict.acknowledgedWithdrawals}, refused for balance ${wd.refusedForBalance}; paid ${verdict.acknowledgedPaid}, rejected ${verdict.acknowledgedRejected}, cancelled ${verdict.acknowledgedCancelled}, 409 not pending ${wd.notPending}, pending at the end ${verdict.withdrawalsPendingAtEnd}`,
    `    no answer ${wd.connectionErrors}, 503 ${wd.busy}; requests left in doubt: ${verdict.withdrawalsInDoubtCommitted} committed, ${verdict.withdrawalsInDoubtNotCommitted} not; lost ${verdict.withdrawalsLost}, double ${verdict.withdrawalsDouble}, unasked ${verdict.withdrawalsUnasked}, failed requests ${wd.failures.length}`,
    `  notices: events without their notice in the outbox ${verdict.noticesMissing}`,
    `  chunked postings: ${verdict.postings} in all, ${verdict.postingsUnfinishedAtCrash} unfinished at the final crash (ledger check there: ${verdict.mismatchesAtCrash} mismatches), finished on reopening`,
    `  integrity ${verdict.integrity}, foreign key violations ${verdict.foreignKeyViolations}, journal_mode ${verdict.pragmas.journalMode}, synchronous ${verdict.pragmas.synchronous}, busy_timeout ${verdict.pragmas.busyTimeoutMs} ms`,
    ...failures.map((failure) => `  FAILURE: ${failure}`),
  ];
  console.log(lines.join('\n'));
  const { problems: _problems, ...counts } = verdict;
  console.log(
    JSON.stringify({
      pass: failures.length === 0,
      durationSeconds: Number(seconds),
      buildSeconds: Number((facts.buildMs / 1000).toFixed(1)),
      workers: facts.options.workers,
      kills: facts.kills,
      finalKills: facts.finalKills,
      firstStartRounds: facts.firstStarts.rounds,
      firstStartKills: facts.firstStarts.kills,
      killsWithRequestsInFlight: facts.killsWithRequestsInFlight,
      killsDuringStartup: facts.killsDuringStartup,
      killsMidPosting: facts.killsMidPosting,
      starts: pool.starts,
      startP50Ms: percentile(pool.startMs, 50),
      deposits: facts.deposits,
      requests: load.sent,
      pairs: load.pairs,
      retries: load.retries,
      conflicts: load.conflicts,
      stalls: facts.stalls,
      busy: load.busy,
      connectionErrors: load.connectionErrors,
      timeouts: load.timeouts,
      failedRequests: load.failures.length,
      distributionRequests: dist.sent,
      distributionPairs: dist.pairs,
      distributionRetries: dist.retries,
      distributionRaces: dist.races,
      distributionFailedRequests: dist.failures.length,
      withdrawalRequests: wd.sent,
      withdrawalPairs: wd.pairs,
      withdrawalRetries: wd.retries,
      withdrawalNotPending: wd.notPending,
      withdrawalsRefusedForBalance: wd.refusedForBalance,
      withdrawalFailedRequests: wd.failures.length,
      unexpectedExits: pool.unexpectedExits.length,
      errorLogLines: pool.errorLogs.length,
      ...counts,
      failures: failures.length,
    }),
  );
}
