import * as yup from 'yup';
import { toAsciiDigits } from '../../../../shared/format';
import type { PaymentAccountDto, PaymentAccountKind } from '../../../../shared/payment-account-types';
import { ACCOUNT_NUMBER_MAX, INSTRUCTION_MAX } from '../../../../shared/schemas/bank';

export const NAME_MAX = 120;
export const BRANCH_MAX = 120;
export const ROUTING_NUMBER_LENGTH = 9;
export { ACCOUNT_NUMBER_MAX, INSTRUCTION_MAX };

const digits = (value: unknown) => (typeof value === 'string' ? toAsciiDigits(value).trim() : value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const isBank = (kind: unknown) => kind === 'bank';
const E = 'admin.paymentAccounts.errors';

/**
 * The account dialog's rules, the server's (src/shared/schemas/payment-accounts.ts) with translation
 * keys for messages (translated where shown, `max` for lengths). Bank fields count for banks only;
 * a wallet's number is an 11-digit Bangladeshi mobile number.
 */
export const paymentAccountSchema = yup.object({
  kind: yup.mixed<PaymentAccountKind>().oneOf(['bank', 'bkash', 'nagad', 'rocket'], `${E}.kindRequired`).required(`${E}.kindRequired`),
  bankName: yup
    .string()
    .transform(trimmed)
    .when('kind', { is: isBank, then: (s) => s.required(`${E}.bankNameRequired`).max(NAME_MAX, `${E}.bankNameTooLong`), otherwise: (s) => s.strip() }),
  branch: yup.string().transform(trimmed).max(BRANCH_MAX, `${E}.branchTooLong`),
  routingNumber: yup
    .string()
    .transform(digits)
    .matches(new RegExp(`^([0-9]{${ROUTING_NUMBER_LENGTH}})?$`), `${E}.routingNumberInvalid`),
  accountName: yup.string().transform(trimmed).required(`${E}.accountNameRequired`).max(NAME_MAX, `${E}.accountNameTooLong`),
  accountNumber: yup
    .string()
    .transform(digits)
    .required(`${E}.accountNumberRequired`)
    .when('kind', {
      is: isBank,
      then: (s) => s.max(ACCOUNT_NUMBER_MAX, `${E}.accountNumberTooLong`).matches(/^[0-9][0-9 -]*$/, `${E}.accountNumberInvalid`),
      otherwise: (s) => s.matches(/^01[3-9][0-9]{8}$/, `${E}.walletNumberInvalid`),
    }),
  instruction: yup.string().transform(trimmed).required(`${E}.instructionRequired`).max(INSTRUCTION_MAX, `${E}.instructionTooLong`),
  instructionBn: yup.string().transform(trimmed).max(INSTRUCTION_MAX, `${E}.instructionTooLong`),
  active: yup.boolean().required(),
});

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

/** What POST and PUT /api/payment-accounts take. */
export interface PaymentAccountFormBody {
  kind: PaymentAccountKind;
  bankName?: string;
  branch?: string;
  routingNumber?: string;
  accountName: string;
  accountNumber: string;
  instruction: string;
  instructionBn?: string;
  active: boolean;
}

export const TEXT_FIELDS = ['bankName', 'branch', 'routingNumber', 'accountName', 'accountNumber', 'instruction', 'instructionBn'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const BANK_ONLY: TextField[] = ['bankName', 'branch', 'routingNumber'];

export const MAX_LENGTH: Record<TextField, number> = {
  bankName: NAME_MAX,
  branch: BRANCH_MAX,
  routingNumber: ROUTING_NUMBER_LENGTH,
  accountName: NAME_MAX,
  accountNumber: ACCOUNT_NUMBER_MAX,
  instruction: INSTRUCTION_MAX,
  instructionBn: INSTRUCTION_MAX,
};

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

/** The body to send: empty optional fields left out, and no bank fields for a wallet. */
export function bodyOf(values: PaymentAccountFormValues): PaymentAccountFormBody {
  const cast = paymentAccountSchema.cast(values, { stripUnknown: true }) as Record<string, unknown>;
  const body: Record<string, unknown> = { kind: cast.kind, accountName: cast.accountName, accountNumber: cast.accountNumber, instruction: cast.instruction, active: cast.active };
  const optional: TextField[] = cast.kind === 'bank' ? ['bankName', 'branch', 'routingNumber', 'instructionBn'] : ['instructionBn'];
  for (const field of optional) if (typeof cast[field] === 'string' && cast[field] !== '') body[field] = cast[field];
  return body as unknown as PaymentAccountFormBody;
}

/** An account as a body, for turning it on or off without touching anything else. */
export const bodyOfAccount = (account: PaymentAccountDto, active: boolean): PaymentAccountFormBody => bodyOf({ ...valuesOf(account), active });

/** Fields whose saved value changes (for the confirmation: investors send money to these). */
export const DETAIL_FIELDS = ['bankName', 'branch', 'routingNumber', 'accountName', 'accountNumber'] as const;
export function accountChanges(saved: PaymentAccountDto, next: PaymentAccountFormBody) {
  return DETAIL_FIELDS.filter((field) => (saved[field] ?? '') !== (next[field] ?? '')).map((field) => ({ field, before: saved[field] ?? '', after: next[field] ?? '' }));
}
