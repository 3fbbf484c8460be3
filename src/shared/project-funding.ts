import type { ProjectDto } from './api-types';

type Funding = Pick<ProjectDto, 'fundingTarget' | 'raisedAmount'>;

/** BDT to whole poisha, so differences of amounts are exact (0.3 - 0.1 is not 0.2 in floats). */
const poisha = (bdt: number): number => Math.round(bdt * 100);

/**
 * What a project's funding target still takes, in BDT (0 once reached); null when it has no target,
 * which leaves no limit (MONEY.md: without a target the admin's typed percentage stays as the spec has it).
 */
export function fundingRemaining(project: Funding): number | null {
  if (project.fundingTarget === null || project.fundingTarget === undefined) return null;
  return Math.max(0, poisha(project.fundingTarget) - poisha(project.raisedAmount)) / 100;
}

/** A project whose target is reached takes no more money: the page says "Fully funded" instead of offering Invest. */
export function isFullyFunded(project: Funding): boolean {
  return fundingRemaining(project) === 0;
}
