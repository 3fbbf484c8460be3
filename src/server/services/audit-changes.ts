import type { ProjectRow } from '../db/schema';
import { poishaToBdt } from '../../shared/money';

type Fields = Record<string, unknown>;

/**
 * The fields that differ between two snapshots, as `{before, after}` holding only those fields, so
 * an audit event shows what an edit changed instead of two whole records.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/** What the audit trail keeps of a project: the fields an admin reads, not the image lists. */
export function projectSnapshot(row: ProjectRow): Fields {
  return {
    title: row.title,
    location: row.location,
    price: row.price,
    targetAchieved: Number(row.target_achieved),
    roi: Number(row.roi),
    raisedAmount: poishaToBdt(Number(row.raised_amount)),
    fundingTarget: row.funding_target === null ? null : poishaToBdt(Number(row.funding_target)),
    investorSharePercent: Number(row.investor_share_percent),
    defaultImage: row.default_image,
  };
}
