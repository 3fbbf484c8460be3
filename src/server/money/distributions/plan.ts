import type { Kysely } from 'kysely';
import { projectNotFound } from '../project-refusals';
import type { DistributionKind } from '../../../shared/distribution-types';
import { bdtToPoisha } from '../../../shared/money';
import type { Database, ProjectRow } from '../../db/schema';
import { projectClosed } from '../invest/invest-refusals';
import { refuseWhilePosting } from '../postings/post-in-chunks';
import { pacer } from '../../yield-to-others';
import { bangladeshToday } from './bangladesh-days';
import { holderWeights, type HolderWeight } from './holder-weights';
import { lossExceedsCapital, noHoldersInPeriod, periodAlreadyDistributed, periodInFuture, periodInvalid, projectCompleted } from './refusals';
import { LossExceedsCapitalError, shareLoss, shareProfit } from './share-out';

export interface DistributionRequest {
  projectId: string;
  kind: DistributionKind;
  periodStart: string;
  periodEnd: string;
  /** BDT */
  amount: number;
  note: string;
}

export interface PlannedLine extends HolderWeight {
  /** poisha */
  amount: number;
}

/** What a distribution would post (poisha), before anything is written: the preview, and the post's plan. */
export interface DistributionPlan {
  project: ProjectRow;
  request: DistributionRequest;
  amount: number;
  investorPool: number;
  companyShare: number;
  /** in investor order (holderWeights); answers show them largest weight first (byWeight) */
  lines: PlannedLine[];
}

/** The earlier distribution of the project whose period overlaps [start, end] and which was not reversed. */
export async function overlapping(db: Kysely<Database>, projectId: string, start: string, end: string) {
  return db
    .selectFrom('distributions as d')
    .select(['d.id', 'd.period_start', 'd.period_end'])
    .where('d.project_id', '=', projectId)
    .where('d.reverses_distribution_id', 'is', null)
    .where('d.period_start', '<=', end)
    .where('d.period_end', '>=', start)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('distributions as r').select('r.id').whereRef('r.reverses_distribution_id', '=', 'd.id'))))
    .executeTakeFirst();
}

/**
 * The refusals a distribution meets before any weighing: the project, the period, an overlap, and
 * money of the project still posting. Cheap, so a post checks them again inside its transaction.
 */
export async function refuseToDistribute(db: Kysely<Database>, request: DistributionRequest, now: Date = new Date()): Promise<ProjectRow> {
  const project = await db.selectFrom('projects').selectAll().where('id', '=', request.projectId).executeTakeFirst();
  if (!project) throw projectNotFound();
  if (project.archived_at !== null) throw projectClosed();
  if (project.completed_at !== null) throw projectCompleted();
  await refuseWhilePosting(db, project.id);
  const { periodStart, periodEnd } = request;
  if (periodEnd < periodStart) throw periodInvalid();
  const today = bangladeshToday(now);
  if (periodStart > today) throw periodInFuture(today);
  const earlier = await overlapping(db, project.id, periodStart, periodEnd);
  if (earlier) throw periodAlreadyDistributed(earlier.period_start, earlier.period_end);
  return project;
}

/**
 * Weighs the holders and shares the amount (MONEY.md "Profit and loss sharing"), refusing what
 * cannot be posted: the preview, and a post's plan, which the post checks again against the
 * holdings once its transaction holds the project (postDistribution).
 */
export async function planDistribution(db: Kysely<Database>, request: DistributionRequest, now: Date = new Date()): Promise<DistributionPlan> {
  const pace = pacer();
  const project = await refuseToDistribute(db, request, now);
  const holders = await holderWeights(db, project.id, request.periodStart, request.periodEnd);
  if (holders.length === 0) throw noHoldersInPeriod();
  await pace();
  const amount = bdtToPoisha(request.amount);
  let investorPool = amount;
  let shares;
  if (request.kind === 'profit') {
    // In BigInt: amount × percent is small, but one rule for every product keeps it obviously exact.
    investorPool = Number((BigInt(amount) * BigInt(Math.round(Number(project.investor_share_percent)))) / 100n);
    shares = shareProfit(investorPool, holders);
  } else {
    try {
      shares = shareLoss(
        amount,
        holders.map((h) => ({ accountId: h.accountId, weight: h.weight, cap: Math.max(0, h.capitalNow) })),
      );
    } catch (error) {
      if (error instanceof LossExceedsCapitalError) throw lossExceedsCapital(error.capital);
      throw error;
    }
  }
  await pace();
  const lines = holders.map((holder, i): PlannedLine => Object.assign(holder, { amount: shares[i]?.amount ?? 0 }));
  return { project, request, amount, investorPool, companyShare: amount - investorPool, lines };
}
