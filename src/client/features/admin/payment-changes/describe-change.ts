import type { TFunction } from 'i18next';
import type { PaymentAccountChangeDto } from '../../../../shared/payment-account-types';

/** The fields a change can name, in the order the payment account form shows them. */
const FIELDS = ['kind', 'bankName', 'branch', 'routingNumber', 'accountName', 'accountNumber', 'instruction', 'instructionBn', 'active'] as const;

const fieldsOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

function shown(field: string, value: unknown, t: TFunction): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field === 'kind' && typeof value === 'string') return t(`admin.paymentAccounts.kinds.${value}`, { defaultValue: value });
  if (typeof value === 'boolean') return t(value ? 'admin.paymentChanges.yes' : 'admin.paymentChanges.no');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "Islami Bank 2050 1234" or "bKash 01712345678"; numbers keep their Latin digits. */
export function accountText(change: PaymentAccountChangeDto, t: TFunction): string {
  const { account } = change;
  if (!account) return t('admin.paymentChanges.unknownAccount');
  return `${account.bankName ?? t(`admin.paymentAccounts.kinds.${account.kind}`)} ${account.accountNumber}`;
}

/**
 * One line per field: a new account's details ("Account number: 01712345678"), or an edit's
 * changed fields as old → new.
 */
export function changeLines(change: PaymentAccountChangeDto, t: TFunction): string[] {
  const before = fieldsOf(change.before);
  const after = fieldsOf(change.after);
  const label = (field: string) => t(`admin.paymentChanges.fields.${field}`);
  if (change.change === 'created') {
    return FIELDS.filter((field) => after[field] !== undefined && after[field] !== null && after[field] !== '').map((field) => `${label(field)}: ${shown(field, after[field], t)}`);
  }
  return FIELDS.filter((field) => field in after || field in before).map((field) => `${label(field)}: ${shown(field, before[field], t)} → ${shown(field, after[field], t)}`);
}
