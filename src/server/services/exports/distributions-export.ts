import { distributionReference } from '../../../shared/references';
import { csvBdt } from '../csv';
import { pageCondition, type ExportTable } from './export-table';

const reference = (id: string | null) => (id ? distributionReference(id) : '');

/** Every posted distribution and reversal, each naming the other; amounts as posted (positive). */
export const distributionsExport: ExportTable<{
  id: string;
  project_id: string;
  project_title: string | null;
  kind: string;
  period_start: string;
  period_end: string;
  amount: number;
  investor_pool: number;
  company_share: number;
  holders: number;
  reverses_distribution_id: string | null;
  reversed_by: string | null;
  reason: string | null;
  note: string;
  actor_email: string | null;
  created_at: string;
}> = {
  columns: [
    'reference',
    'id',
    'project_id',
    'project',
    'kind',
    'period_start',
    'period_end',
    'amount_bdt',
    'investors_pool_bdt',
    'company_share_bdt',
    'holders',
    'reversal_of',
    'reversed_by',
    'reversal_reason',
    'note',
    'posted_by',
    'created_at',
  ],
  read: (db, range, after, limit) =>
    db
      .selectFrom('distributions as d')
      .leftJoin('projects as p', 'p.id', 'd.project_id')
      .leftJoin('distributions as r', 'r.reverses_distribution_id', 'd.id')
      .leftJoin('users as a', 'a.id', 'd.actor_id')
      .select([
        'd.id',
        'd.project_id',
        'p.title as project_title',
        'd.kind',
        'd.period_start',
        'd.period_end',
        'd.amount',
        'd.investor_pool',
        'd.company_share',
        'd.holders',
        'd.reverses_distribution_id',
        'r.id as reversed_by',
        'd.reason',
        'd.note',
        'a.email as actor_email',
        'd.created_at',
      ])
      .where(pageCondition('d', range, after))
      .orderBy('d.created_at')
      .orderBy('d.id')
      .limit(limit)
      .execute(),
  cells: (_db, rows) =>
    rows.map((row) => [
      distributionReference(row.id),
      row.id,
      row.project_id,
      row.project_title,
      row.kind,
      row.period_start,
      row.period_end,
      csvBdt(Number(row.amount)),
      csvBdt(Number(row.investor_pool)),
      csvBdt(Number(row.company_share)),
      Number(row.holders),
      reference(row.reverses_distribution_id),
      reference(row.reversed_by),
      row.reason,
      row.note,
      row.actor_email,
      row.created_at,
    ]),
};
