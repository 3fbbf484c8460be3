import type { ProjectDto } from './api-types';

type Funding = Pick<ProjectDto, 'targetAchieved' | 'raisedAmount' | 'fundingTarget'>;
/** What the limits need; the typed percentage may come along (cards pass whole projects). */
type Limits = Pick<ProjectDto, 'raisedAmount' | 'fundingTarget'> & Partial<Pick<ProjectDto, 'targetAchieved'>>;

/** BDT to whole poisha, so differences and ratios of amounts are exact (0.3 - 0.1 is not 0.2 in floats). */
const poisha = (bdt: number): number => Math.round(bdt * 100);

const hasTarget = (project: Pick<Funding, 'fundingTarget'>): boolean => typeof project.fundingTarget === 'number' && project.fundingTarget > 0;

/**
 * A project without a funding target is a showcase (DECISIONS.md): its percentage is the admin's typed
 * figure and the server refuses investments in it (PROJECT_NOT_OPEN_FOR_INVESTMENT).
 */
export const isShowcase = (project: Pick<Funding, 'fundingTarget'>): boolean => !hasTarget(project);

/**
 * The project's funding target is reached (MONEY.md): it takes no more investment. A project without a
 * target is never full.
 */
export function isFullyFunded(project: Limits): boolean {
  return hasTarget(project) && project.raisedAmount >= project.fundingTarget!;
}

/**
 * Target achieved in percent, 0-100. With a funding target it is derived from raised ÷ target (MONEY.md),
 * rounded down to one decimal in whole poisha, so a project one poisha short never reads 100 %; without
 * one it is the percentage the admin typed, as the spec has it. The API's targetAchieved is this figure.
 */
export function targetAchievedPercent(project: Funding): number {
  const percent = hasTarget(project) ? Math.floor((poisha(project.raisedAmount) * 1000) / poisha(project.fundingTarget!)) / 10 : project.targetAchieved;
  return Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
}

/**
 * What the funding target still takes, in BDT (0 once reached); null without a target, which leaves no
 * limit (MONEY.md: without a target the admin's typed percentage stays as the spec has it).
 */
export function fundingRemaining(project: Limits): number | null {
  return hasTarget(project) ? Math.max(0, poisha(project.fundingTarget!) - poisha(project.raisedAmount)) / 100 : null;
}
