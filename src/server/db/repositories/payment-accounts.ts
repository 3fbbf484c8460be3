import { sql, type Kysely, type Selectable } from 'kysely';
import type { PaymentAccountDto } from '../../../shared/payment-account-types';
import type { PaymentAccountBody } from '../../../shared/schemas/payment-accounts';
import type { Database, PaymentAccountsTable } from '../schema';

export type PaymentAccountRow = Selectable<PaymentAccountsTable>;

/** Bank first, then the wallets in the order investors know them; the oldest account first within a kind. */
const KIND_RANK = sql<number>`case kind when 'bank' then 0 when 'bkash' then 1 when 'nagad' then 2 else 3 end`;

export async function listPaymentAccounts(db: Kysely<Database>, { includeInactive }: { includeInactive: boolean }): Promise<PaymentAccountRow[]> {
  let query = db.selectFrom('payment_accounts').selectAll();
  if (!includeInactive) query = query.where('active', '=', 1);
  return query.orderBy(KIND_RANK).orderBy('created_at').orderBy('id').execute();
}

export async function findPaymentAccountById(db: Kysely<Database>, id: string): Promise<PaymentAccountRow | undefined> {
  return db.selectFrom('payment_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account the spec's `/bank` calls and a plain `{amount, url}` deposit mean (DECISIONS.md). */
export async function findFirstActiveBankAccount(db: Kysely<Database>): Promise<PaymentAccountRow | undefined> {
  return db.selectFrom('payment_accounts').selectAll().where('kind', '=', 'bank').where('active', '=', 1).orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
}

/** The columns an admin's body sets; a wallet keeps no bank fields whatever was sent. */
function bodyColumns(body: PaymentAccountBody) {
  const bank = body.kind === 'bank';
  return {
    kind: body.kind,
    bank_name: bank ? (body.bankName ?? null) : null,
    branch: bank ? (body.branch ?? null) : null,
    routing_number: bank ? (body.routingNumber ?? null) : null,
    account_name: body.accountName,
    account_number: body.accountNumber,
    instruction: body.instruction,
    instruction_bn: body.instructionBn ?? null,
    active: body.active ? 1 : 0,
  };
}

/** A new account typed by an admin: never demo content, and not a change of earlier details. */
export function newPaymentAccountRow(id: string, body: PaymentAccountBody, now: string): PaymentAccountRow {
  return { id, ...bodyColumns(body), is_demo: 0, details_changed_at: null, created_at: now, updated_at: now };
}

/** Where the money goes: a change to any of these is what investors are warned of (the change date). */
const PAYMENT_COLUMNS = ['kind', 'bank_name', 'branch', 'routing_number', 'account_name', 'account_number'] as const;

/**
 * Applies an admin's edit to `current` (read in the same transaction). The change date moves only
 * when a payment field changed: rewording the instruction must not alarm investors (every admin is
 * still mailed of it). Any edit ends the demo label, since an admin has now put real details in.
 */
export async function updatePaymentAccount(db: Kysely<Database>, current: PaymentAccountRow, body: PaymentAccountBody, now: string): Promise<PaymentAccountRow> {
  const columns = bodyColumns(body);
  const paymentChanged = PAYMENT_COLUMNS.some((column) => current[column] !== columns[column]);
  const values = { ...columns, is_demo: 0, details_changed_at: paymentChanged ? now : current.details_changed_at, updated_at: now };
  await db.updateTable('payment_accounts').set(values).where('id', '=', current.id).execute();
  return { ...current, ...values };
}

/** What the audit trail and the admins' change mail keep of an account (every field an admin edits). */
export type PaymentAccountSnapshot = Omit<PaymentAccountDto, '_id' | 'createdAt' | 'updatedAt' | 'detailsChangedAt' | 'isDemo'>;

export function paymentAccountSnapshot(row: PaymentAccountRow): PaymentAccountSnapshot {
  return {
    kind: row.kind,
    bankName: row.bank_name,
    branch: row.branch,
    routingNumber: row.routing_number,
    accountName: row.account_name,
    accountNumber: row.account_number,
    instruction: row.instruction,
    instructionBn: row.instruction_bn,
    active: Number(row.active) === 1,
  };
}

export function toPaymentAccountDto(row: PaymentAccountRow): PaymentAccountDto {
  return {
    _id: row.id,
    kind: row.kind,
    bankName: row.bank_name,
    branch: row.branch,
    routingNumber: row.routing_number,
    accountName: row.account_name,
    accountNumber: row.account_number,
    instruction: row.instruction,
    instructionBn: row.instruction_bn,
    active: Number(row.active) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    detailsChangedAt: row.details_changed_at,
    isDemo: Number(row.is_demo) === 1,
  };
}
