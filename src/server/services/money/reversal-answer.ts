import type { DistributionDto } from '../../../shared/distribution-types';
import { poishaToBdt } from '../../../shared/money';
import { distributionReference } from '../../../shared/references';
import type { DistributionRow } from '../../db/schema';

/**
 * The reversed distribution as the reversal answers it. Its lines (capital, days and weight of each
 * holder) are not kept apart from the weighting that made them: the reversal answer leaves them out,
 * and the distribution's own read gives them.
 */
export function reversedDistributionDto(original: DistributionRow, reversal: DistributionRow): DistributionDto {
  return {
    _id: original.id,
    projectId: original.project_id,
    kind: original.kind,
    periodStart: original.period_start,
    periodEnd: original.period_end,
    amount: poishaToBdt(Number(original.amount)),
    note: original.note,
    investorPool: poishaToBdt(Number(original.investor_pool)),
    companyShare: poishaToBdt(Number(original.company_share)),
    lines: [],
    reference: distributionReference(original.id),
    createdAt: original.created_at,
    reversedAt: reversal.created_at,
    reversalReason: reversal.reason,
  };
}
