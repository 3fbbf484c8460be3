import type { PaymentAccountDto, PaymentAccountKind } from '../../../../shared/payment-account-types';
import { ACCOUNT_NUMBER_MAX, INSTRUCTION_MAX } from '../../../../shared/schemas/bank';
import { paymentAccountBodySchema, type PaymentAccountBody } from '../../../../shared/schemas/payment-accounts';

/** The server's own rules (src/shared/schemas/payment-accounts.ts), so the dialog refuses what the server would. */
export const paymentAccountSchema = paymentAccountBodySchema;

const NAME_MAX = 120;
const E = 'admin.paymentAccounts.errors';

/** The shared schema's English messages, read as translation keys (with `max` where a length is named). */
const MESSAGE_KEYS: Record<string, { key: string; max?: number }> = {
  'Please choose the kind of account.': { key: `${E}.kindRequired` },
  'Kind must be bank, bkash, nagad or rocket.': { key: `${E}.kindRequired` },
  'Bank name is required.': { key: `${E}.bankNameRequired` },
  'Bank name must be at most 120 characters.': { key: `${E}.tooLong`, max: NAME_MAX },
  'Branch must be at most 120 characters.': { key: `${E}.tooLong`, max: NAME_MAX },
  'Routing number must be 9 digits.': { key: `${E}.routingNumberInvalid` },
  'Account name is required.': { key: `${E}.accountNameRequired` },
  'Account name must be at most 120 characters.': { key: `${E}.tooLong`, max: NAME_MAX },
  'Account number is required.': { key: `${E}.accountNumberRequired` },
  [`Account number must be at most ${ACCOUNT_NUMBER_MAX} characters.`]: { key: `${E}.tooLong`, max: ACCOUNT_NUMBER_MAX },
  'Account number may contain only digits, spaces and dashes.': { key: `${E}.accountNumberInvalid` },
  'Please enter an 11-digit mobile number such as 01712345678.': { key: `${E}.walletNumberInvalid` },
  'Instruction cannot be empty.': { key: `${E}.instructionRequired` },
  [`Instruction must be at most ${INSTRUCTION_MAX} characters.`]: { key: `${E}.tooLong`, max: INSTRUCTION_MAX },
  [`Bengali instruction must be at most ${INSTRUCTION_MAX} characters.`]: { key: `${E}.tooLong`, max: INSTRUCTION_MAX },
};

/** A validation message in the page's language; one the table does not know is shown as the server wrote it. */
export function errorText(message: string, t: (key: string, options?: Record<string, unknown>) => string, formatMax: (max: number) => string): string {
  const known = MESSAGE_KEYS[message];
  return known ? t(known.key, known.max !== undefined ? { max: formatMax(known.max) } : undefined) : message;
}

export interface PaymentAccountFormValues {
  kind: PaymentAccountKind | '';
  bankName: string;
  branch: string;
  routingNumber: string;
  accountName: string;
  accountNumber: string;
  instruction: string;
  instructionBn: string;
  active: boolean;
}

/** What POST and PUT /api/payment-accounts take: fields left blank are left out. */
export type PaymentAccountFormBody = Partial<PaymentAccountBody> & Pick<PaymentAccountBody, 'kind' | 'accountName' | 'accountNumber' | 'instruction' | 'active'>;

export const TEXT_FIELDS = ['bankName', 'branch', 'routingNumber', 'accountName', 'accountNumber', 'instruction', 'instructionBn'] as const;
export type AccountTextField = (typeof TEXT_FIELDS)[number];
export const BANK_ONLY: AccountTextField[] = ['bankName', 'branch', 'routingNumber'];

export const valuesOf = (account: PaymentAccountDto | null): PaymentAccountFormValues => ({
  kind: account?.kind ?? '',
  bankName: account?.bankName ?? '',
  branch: account?.branch ?? '',
  routingNumber: account?.routingNumber ?? '',
  accountName: account?.accountName ?? '',
  accountNumber: account?.accountNumber ?? '',
  instruction: account?.instruction ?? '',
  instructionBn: account?.instructionBn ?? '',
  active: account?.active ?? true,
});

/** The body to send, as the shared schema reads it: no bank fields for a wallet, blanks left out. */
export function bodyOf(values: PaymentAccountFormValues): PaymentAccountFormBody {
  const wallet = values.kind !== 'bank';
  const kept = Object.fromEntries(Object.entries(values).filter(([field, value]) => value !== '' && !(wallet && BANK_ONLY.includes(field as AccountTextField))));
  const cast = paymentAccountSchema.cast(kept, { assert: false }) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(cast).filter(([, value]) => value !== null && value !== undefined)) as PaymentAccountFormBody;
}

/** An account as a body, for turning it on or off without touching anything else. */
export const bodyOfAccount = (account: PaymentAccountDto, active: boolean): PaymentAccountFormBody => bodyOf({ ...valuesOf(account), active });

/** Fields investors send money to: changing a saved one is confirmed once more. */
export const DETAIL_FIELDS = ['bankName', 'branch', 'routingNumber', 'accountName', 'accountNumber'] as const;
export function accountChanges(saved: PaymentAccountDto, next: PaymentAccountFormBody) {
  return DETAIL_FIELDS.filter((field) => (saved[field] ?? '') !== (next[field] ?? '')).map((field) => ({ field, before: saved[field] ?? '', after: next[field] ?? '' }));
}
