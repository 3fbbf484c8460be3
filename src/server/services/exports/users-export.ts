import { csvBdt } from '../csv';
import { moneyFiguresOf, NO_MONEY } from '../../money/reads/figures';
import { pageCondition, yesNo, type ExportTable } from './export-table';

/** Every account, active or not, with the money figures the profile shows (read from accounts). */
export const usersExport: ExportTable<{
  id: string;
  unique_id: string | null;
  email: string;
  fullname: string;
  phone: string | null;
  role: string;
  language: string;
  is_verified: number;
  is_active: number;
  created_at: string;
}> = {
  columns: [
    'id',
    'customer_id',
    'email',
    'fullname',
    'phone',
    'role',
    'language',
    'verified',
    'active',
    'created_at',
    'available_balance_bdt',
    'total_investment_bdt',
    'total_profit_bdt',
    'total_loss_bdt',
  ],
  read: (db, range, after, limit) =>
    db
      .selectFrom('users as u')
      .select(['u.id', 'u.unique_id', 'u.email', 'u.fullname', 'u.phone', 'u.role', 'u.language', 'u.is_verified', 'u.is_active', 'u.created_at'])
      .where(pageCondition('u', range, after))
      .orderBy('u.created_at')
      .orderBy('u.id')
      .limit(limit)
      .execute(),
  async cells(db, rows) {
    // One query for the page's accounts, not one per user.
    const figures = await moneyFiguresOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const money = figures.get(row.id) ?? NO_MONEY;
      return [
        row.id,
        row.unique_id,
        row.email,
        row.fullname,
        row.phone,
        row.role,
        row.language,
        yesNo(row.is_verified),
        yesNo(row.is_active),
        row.created_at,
        csvBdt(money.availableBalance),
        csvBdt(money.totalInvestment),
        csvBdt(money.totalProfit),
        csvBdt(money.totalLoss),
      ];
    });
  },
};
