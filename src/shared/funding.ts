import type { ProjectDto } from './api-types';

type Funding = Pick<ProjectDto, 'targetAchieved' | 'raisedAmount' | 'fundingTarget'>;

const hasTarget = (project: Funding): project is Funding & { fundingTarget: number } =>
  typeof project.fundingTarget === 'number' && project.fundingTarget > 0;

/**
 * The project's funding target is reached (MONEY.md): it takes no more investment. A project without a
 * target is never full.
 */
export function isFullyFunded(project: Funding): boolean {
  return hasTarget(project) && project.raisedAmount >= project.fundingTarget;
}

/**
 * Target achieved in percent, 0-100. With a funding target it is derived from raised ÷ target (MONEY.md),
 * rounded down to one decimal, so a project one taka short never reads 100 %; without one it is the
 * percentage the admin typed, as the spec has it.
 */
export function targetAchievedPercent(project: Funding): number {
  const percent = hasTarget(project) ? Math.floor((project.raisedAmount / project.fundingTarget) * 1000) / 10 : project.targetAchieved;
  return Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
}

/** What the funding target still takes (0 when full); null without a target. */
export function fundingRemaining(project: Funding): number | null {
  return hasTarget(project) ? Math.max(0, Math.round((project.fundingTarget - project.raisedAmount) * 100) / 100) : null;
}
