import type { Kysely } from 'kysely';
import type { DistributionDto, DistributionLineDto, PostingProgressDto } from '../../../shared/distribution-types';
import { poishaToBdt } from '../../../shared/money';
import { distributionReference } from '../../../shared/references';
import type { Database, DistributionRow, PostingRow } from '../../db/schema';
import { byWeight, holderWeights } from '../../money/distributions/holder-weights';
import type { DistributionPlan, PlannedLine } from '../../money/distributions/plan';

type ListedDistribution = Omit<DistributionDto, 'lines'>;

const lineDto = (line: PlannedLine): DistributionLineDto => ({
  userId: line.userId,
  fullname: line.fullname,
  capital: poishaToBdt(line.capitalAtEnd),
  days: line.days,
  // BDT-days; below 2^53 poisha-days for any real project, so one division keeps it exact enough to show.
  weight: Number(line.weight) / 100,
  amount: poishaToBdt(line.amount),
});

type Progress = Map<string, PostingProgressDto>;

const progressDto = (posting: PostingRow | null): PostingProgressDto | null =>
  posting && posting.status === 'posting' ? { linesPosted: Number(posting.lines_posted), linesTotal: Number(posting.lines_total) } : null;

/** The progress of the distributions (or reversals) among `ids` whose lines are still posting. */
async function progressOf(db: Kysely<Database>, ids: string[]): Promise<Progress> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('postings').selectAll().where('event', '=', 'distribution').where('event_id', 'in', ids).where('status', '=', 'posting').execute();
  return new Map(rows.map((row) => [row.event_id, progressDto(row)!]));
}

function headOf(row: DistributionRow, reversal: { id: string; created_at: string; reason: string | null } | undefined, progress: Progress): ListedDistribution {
  return {
    _id: row.id,
    projectId: row.project_id,
    kind: row.kind,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    amount: poishaToBdt(Number(row.amount)),
    note: row.note,
    investorPool: poishaToBdt(Number(row.investor_pool)),
    companyShare: poishaToBdt(Number(row.company_share)),
    reference: distributionReference(row.id),
    createdAt: row.created_at,
    reversedAt: reversal?.created_at ?? null,
    reversalReason: reversal?.reason ?? null,
    posting: progress.get(row.id) ?? null,
    reversalPosting: (reversal && progress.get(reversal.id)) ?? null,
  };
}

/** The preview's answer: what would be posted, with no id. */
export function previewDto(plan: DistributionPlan): DistributionDto {
  const { request } = plan;
  return {
    _id: null,
    projectId: plan.project.id,
    kind: request.kind,
    periodStart: request.periodStart,
    periodEnd: request.periodEnd,
    amount: poishaToBdt(plan.amount),
    note: request.note,
    investorPool: poishaToBdt(plan.investorPool),
    companyShare: poishaToBdt(plan.companyShare),
    lines: [...plan.lines].sort(byWeight).map(lineDto),
    reference: null,
    createdAt: null,
    reversedAt: null,
    reversalReason: null,
    posting: null,
    reversalPosting: null,
  };
}

/** A distribution just posted, or whose lines have just begun posting in chunks. */
export function postedDto(row: DistributionRow, plan: DistributionPlan, posting: PostingRow | null): DistributionDto {
  const progress: Progress = new Map();
  const moving = progressDto(posting);
  if (moving) progress.set(row.id, moving);
  // Lines that post in chunks stay out of the answer: 100,000 of them would hold every other request
  // for a few hundred milliseconds while they are written out, and the admin follows the progress instead.
  return { ...headOf(row, undefined, progress), lines: posting ? [] : [...plan.lines].sort(byWeight).map(lineDto) };
}

/**
 * A posted distribution read back (a retried key): the weights are walked again without the
 * distribution's own transfers, and each line's amount is what its transfers moved.
 */
export async function storedDto(db: Kysely<Database>, row: DistributionRow): Promise<DistributionDto> {
  const holders = await holderWeights(db, row.project_id, row.period_start, row.period_end, row.id);
  const transfers = await db
    .selectFrom('transfers')
    .select(['kind', 'user_id', 'debit_account_id', 'amount'])
    .where('distribution_id', '=', row.id)
    .where('kind', 'in', ['profit', 'profit_company', 'loss'])
    .execute();
  const byUser = new Map<string | null, number>();
  const byAccount = new Map<string, number>();
  for (const t of transfers) {
    const amount = Number(t.amount);
    if (t.kind === 'loss') byAccount.set(t.debit_account_id, amount);
    else byUser.set(t.user_id, (byUser.get(t.user_id) ?? 0) + amount);
  }
  // The company's holding line and the mudarib share both go to company_income.
  byUser.set(null, (byUser.get(null) ?? 0) - Number(row.company_share));
  const lines = holders.map((h): PlannedLine => Object.assign(h, { amount: row.kind === 'loss' ? (byAccount.get(h.accountId) ?? 0) : (byUser.get(h.userId) ?? 0) }));
  const reversal = await reversalOf(db, row.id);
  const progress = await progressOf(db, reversal ? [row.id, reversal.id] : [row.id]);
  return { ...headOf(row, reversal, progress), lines: lines.sort(byWeight).map(lineDto) };
}

const reversalOf = (db: Kysely<Database>, id: string) =>
  db.selectFrom('distributions').select(['id', 'created_at', 'reason']).where('reverses_distribution_id', '=', id).executeTakeFirst();

/** GET /api/project/{id}/distributions: newest period first, reversals shown on what they reversed. */
export async function listDistributions(db: Kysely<Database>, projectId: string): Promise<ListedDistribution[]> {
  const rows = await db
    .selectFrom('distributions as d')
    .leftJoin('distributions as r', 'r.reverses_distribution_id', 'd.id')
    .selectAll('d')
    .select(['r.id as reversal_id', 'r.created_at as reversed_at', 'r.reason as reversal_reason'])
    .where('d.project_id', '=', projectId)
    .where('d.reverses_distribution_id', 'is', null)
    .orderBy('d.period_start', 'desc')
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  const progress = await progressOf(db, [...rows.map((row) => row.id), ...rows.flatMap((row) => (row.reversal_id ? [row.reversal_id] : []))]);
  return rows.map(({ reversal_id, reversed_at, reversal_reason, ...row }) =>
    headOf(row as DistributionRow, reversal_id && reversed_at ? { id: reversal_id, created_at: reversed_at, reason: reversal_reason } : undefined, progress),
  );
}
