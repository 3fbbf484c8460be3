import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { accountKey, companyAccount, holding, wallet } from '../../src/server/money/ledger/account-keys';
import type { DistributionLoad } from './distribution-load';

export interface DistributionVerdict {
  acknowledgedProfits: number;
  acknowledgedLosses: number;
  acknowledgedReversals: number;
  acknowledgedCompletions: number;
  /** Acknowledged distributions, reversals or completions the database does not hold as answered. */
  distributionsLost: number;
  /** A key or a period posted more than once, a distribution reversed twice, a holding's capital returned twice. */
  distributionsDouble: number;
  /** Distributions, reversals or completions held that nobody asked for. */
  distributionsUnasked: number;
  /** Unanswered operations (never settled by a retry) that committed, and those that did not. */
  distributionsInDoubtCommitted: number;
  distributionsInDoubtNotCommitted: number;
}

const n = (value: unknown) => Number(value ?? 0);

/**
 * Checks the distribution load's projects against what the workers answered: every acknowledged
 * distribution once, under its key, with lines adding up to its amount; every acknowledged
 * reversal once; every acknowledged completion with the project completed, its holdings empty and
 * each holding's capital (seeded, less its net losses) returned once to its owner.
 */
export async function verifyDistributions(db: Kysely<Database>, load: DistributionLoad, problems: string[]): Promise<DistributionVerdict> {
  const report = (message: string) => {
    if (problems.length < 40) problems.push(message);
  };
  const v: DistributionVerdict = {
    acknowledgedProfits: 0,
    acknowledgedLosses: 0,
    acknowledgedReversals: load.reversed.size,
    acknowledgedCompletions: load.completed.size,
    distributionsLost: 0,
    distributionsDouble: 0,
    distributionsUnasked: 0,
    distributionsInDoubtCommitted: 0,
    distributionsInDoubtNotCommitted: 0,
  };
  for (const d of load.acknowledged.values()) v[d.kind === 'profit' ? 'acknowledgedProfits' : 'acknowledgedLosses'] += 1;

  const rows = await db
    .selectFrom('distributions')
    .select(['id', 'project_id', 'kind', 'period_start', 'period_end', 'amount', 'idempotency_key', 'reverses_distribution_id'])
    .execute();
  const originals = rows.filter((r) => r.reverses_distribution_id === null);
  const byKey = new Map<string, typeof originals>();
  const perPeriod = new Map<string, number>();
  for (const r of originals) {
    const key = (r.idempotency_key ?? '').slice(`distribution:${r.project_id}:`.length);
    byKey.set(key, [...(byKey.get(key) ?? []), r]);
    // Each period was sent under one key only: two distributions of one period are one request posted twice.
    const period = `${r.project_id} ${r.period_start} ${r.period_end}`;
    perPeriod.set(period, (perPeriod.get(period) ?? 0) + 1);
    if (!load.posts.has(key) || load.posts.get(key)?.projectId !== r.project_id) {
      v.distributionsUnasked += 1;
      report(`distribution ${r.id} held under key ${r.idempotency_key}, which nobody sent`);
    }
  }
  for (const [key, held] of byKey) {
    if (held.length > 1) {
      v.distributionsDouble += 1;
      report(`key ${key} posted ${held.length} distributions`);
    }
  }
  for (const [period, count] of perPeriod) {
    if (count > 1) {
      v.distributionsDouble += 1;
      report(`period ${period} distributed ${count} times`);
    }
  }

  const sums = await db
    .selectFrom('transfers')
    .select(['distribution_id', 'kind', (eb) => eb.fn.sum<number>('amount').as('amount'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('distribution_id', 'is not', null)
    .groupBy(['distribution_id', 'kind'])
    .execute();
  const moved = (id: string, ...kinds: string[]) => sums.filter((s) => s.distribution_id === id && kinds.includes(s.kind)).reduce((sum, s) => sum + n(s.amount), 0);
  for (const [key, ack] of load.acknowledged) {
    const held = byKey.get(key) ?? [];
    const row = held[0];
    const linesAddUp =
      row &&
      (ack.kind === 'profit' ? moved(row.id, 'profit_received') === ack.amount && moved(row.id, 'profit', 'profit_company') === ack.amount : moved(row.id, 'loss') === ack.amount);
    if (!row || row.id !== ack.id || row.kind !== ack.kind || row.period_start !== ack.day || row.period_end !== ack.day || n(row.amount) !== ack.amount || !linesAddUp) {
      v.distributionsLost += 1;
      report(`acknowledged ${ack.kind} ${ack.id} (key ${key}, ${ack.day}, ${ack.amount} poisha) not held as answered: ${JSON.stringify(row ?? 'missing')}`);
    }
  }
  for (const op of load.inDoubt.values()) {
    if (op.kind !== 'post') continue;
    v[byKey.has(op.post.key) ? 'distributionsInDoubtCommitted' : 'distributionsInDoubtNotCommitted'] += 1;
  }

  const reversals = new Map<string, number>();
  for (const r of rows) if (r.reverses_distribution_id) reversals.set(r.reverses_distribution_id, (reversals.get(r.reverses_distribution_id) ?? 0) + 1);
  for (const [id, count] of reversals) {
    if (count > 1) v.distributionsDouble += 1;
    if (!load.reversalsSent.has(id)) v.distributionsUnasked += 1;
    if (count > 1 || !load.reversalsSent.has(id)) report(`distribution ${id} reversed ${count} times (reversal sent: ${load.reversalsSent.has(id)})`);
  }
  for (const id of load.reversed) {
    // Mirrors are the ledger check's (distributionReversals): each transfer exactly once.
    if (reversals.get(id) !== 1) {
      v.distributionsLost += 1;
      report(`acknowledged reversal of ${id} not held`);
    }
  }
  for (const op of load.inDoubt.values()) if (op.kind === 'reverse') v[reversals.has(op.target.id) ? 'distributionsInDoubtCommitted' : 'distributionsInDoubtNotCommitted'] += 1;

  await verifyCompletions(db, load, v, report);
  return v;
}

/** Each project's holdings: completed ones returned, once and to their owners, what they held; the others still hold it. */
async function verifyCompletions(db: Kysely<Database>, load: DistributionLoad, v: DistributionVerdict, report: (message: string) => void): Promise<void> {
  const projects = await db.selectFrom('projects').select(['id', 'completed_at']).execute();
  const completedAt = new Map(projects.map((p) => [p.id, p.completed_at]));
  const accounts = await db.selectFrom('accounts').select(['id', 'account_key', 'credits_posted', 'debits_posted']).execute();
  const byKey = new Map(accounts.map((a) => [a.account_key, a]));
  const keyOf = new Map(accounts.map((a) => [a.id, a.account_key]));
  const transfers = await db
    .selectFrom('transfers')
    .select(['kind', 'debit_account_id', 'credit_account_id', 'amount'])
    .where('kind', 'in', ['loss', 'distribution_reversal', 'capital_returned'])
    .execute();
  const byAccount = new Map<string, typeof transfers>();
  for (const t of transfers) {
    for (const id of [t.debit_account_id, t.credit_account_id]) byAccount.set(id, [...(byAccount.get(id) ?? []), t]);
  }

  for (const project of load.projects.values()) {
    const completed = completedAt.get(project.id) != null;
    const answered = load.completed.get(project.id);
    if (completed && !load.completionsSent.has(project.id)) {
      v.distributionsUnasked += 1;
      report(`project ${project.id} completed; nobody asked`);
    }
    if (answered && !completed) {
      v.distributionsLost += 1;
      report(`acknowledged completion of ${project.id} not held: the project is not completed`);
    }
    if (!answered && load.inDoubt.has(`complete:${project.id}`)) v[completed ? 'distributionsInDoubtCommitted' : 'distributionsInDoubtNotCommitted'] += 1;
    let returnedTotal = 0;
    let returnedHoldings = 0;
    for (const holder of project.holders) {
      const account = byKey.get(accountKey(holding(holder.userId, project.id)));
      const owner = accountKey(holder.userId ? wallet(holder.userId) : companyAccount('company_capital'));
      const of = (account && byAccount.get(account.id)) || [];
      // What the holding holds before any return: its seeded capital moved by its loss lines and their reversals.
      const signed = (t: (typeof of)[number]) => (t.credit_account_id === account?.id ? n(t.amount) : -n(t.amount));
      const capital = holder.capital + of.filter((t) => t.kind !== 'capital_returned').reduce((s, t) => s + signed(t), 0);
      const returns = of.filter((t) => t.kind === 'capital_returned');
      const balance = account ? n(account.credits_posted) - n(account.debits_posted) : 0;
      const returnedRight =
        capital === 0
          ? returns.length === 0
          : returns.length === 1 && n(returns[0]?.amount) === capital && returns[0]?.debit_account_id === account?.id && keyOf.get(returns[0]?.credit_account_id ?? '') === owner;
      const ok = completed ? balance === 0 && returnedRight : returns.length === 0 && balance === capital;
      if (returns.length > 1) v.distributionsDouble += 1;
      else if (!ok) v.distributionsLost += 1;
      if (!ok) {
        const returned = returns.map((t) => `${n(t.amount)} to ${keyOf.get(t.credit_account_id)}`);
        report(
          `project ${project.id} (${completed ? 'completed' : 'open'}) holding of ${holder.userId ?? 'the company'}: balance ${balance}, capital ${capital}, returned ${JSON.stringify(returned)} (owner ${owner})`,
        );
      }
      returnedTotal += returns.reduce((s, t) => s + n(t.amount), 0);
      returnedHoldings += returns.length;
    }
    if (answered && (answered.capital !== returnedTotal || answered.holdings !== returnedHoldings)) {
      v.distributionsLost += 1;
      report(`completion of ${project.id} answered ৳${answered.capital / 100} to ${answered.holdings} holdings; the books returned ${returnedTotal / 100} to ${returnedHoldings}`);
    }
  }
}
