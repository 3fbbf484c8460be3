import { depositReference } from '../../../shared/references';
import { csvBdt } from '../csv';
import { pageCondition, type ExportTable } from './export-table';

/**
 * Every deposit with its investor, how it was paid and, once decided, when, by whom and why.
 * The Bengali reason is the last column, so sheets that read columns by position still work.
 */
export const depositsExport: ExportTable<{
  id: string;
  user_email: string;
  user_name: string;
  amount: number;
  status: string;
  created_at: string;
  reviewed_at: string | null;
  reviewer_email: string | null;
  admin_remarks: string | null;
  admin_remarks_bn: string | null;
  method: string | null;
  payment_reference: string | null;
  sender: string | null;
}> = {
  columns: [
    'reference',
    'id',
    'user_email',
    'user_name',
    'amount_bdt',
    'status',
    'created_at',
    'decided_at',
    'decided_by',
    'admin_remarks',
    'method',
    'payment_reference',
    'sender',
    'admin_remarks_bn',
  ],
  read: (db, range, after, limit) =>
    db
      .selectFrom('deposits as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .leftJoin('users as r', 'r.id', 'd.reviewed_by')
      .select([
        'd.id',
        'u.email as user_email',
        'u.fullname as user_name',
        'd.amount',
        'd.status',
        'd.created_at',
        'd.reviewed_at',
        'r.email as reviewer_email',
        'd.admin_remarks',
        'd.method',
        'd.reference as payment_reference',
        'd.sender',
        'd.admin_remarks_bn',
      ])
      .where(pageCondition('d', range, after))
      .orderBy('d.created_at')
      .orderBy('d.id')
      .limit(limit)
      .execute(),
  cells: (_db, rows) =>
    rows.map((row) => [
      depositReference(row.id),
      row.id,
      row.user_email,
      row.user_name,
      csvBdt(Number(row.amount)),
      row.status,
      row.created_at,
      row.reviewed_at,
      row.reviewer_email,
      row.admin_remarks,
      row.method,
      row.payment_reference,
      row.sender,
      row.admin_remarks_bn,
    ]),
};
