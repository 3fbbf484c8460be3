import { ValidationError } from 'yup';
import { toAsciiDigits } from '../../../shared/format';
import { bdtToPoisha } from '../../../shared/money';
import { SECOND_FACTOR_CODE } from '../../../shared/schemas/two-factor';
import { amountField, MAX_AMOUNT_BDT } from '../../../shared/schemas/fields';
import { createWithdrawalSchema } from '../../../shared/schemas/withdrawals';
import type { PayoutAccount, WithdrawalMethod } from '../../../shared/withdrawal-types';
import { AMOUNT_ERROR_KEYS } from '../../components/amount-error-keys';

/**
 * The request form's checks are the API's own rules (createWithdrawalSchema); only their messages are
 * replaced, by translation keys chosen from the field and the rule that refused it, so the English
 * and Bengali texts can say exactly what is wrong.
 */
// The API's amount rule (createWithdrawalSchema's amountField), with one key per problem.
// The format, decimals and zero messages are every amount field's (AMOUNT_ERROR_KEYS).
const amountRule = amountField('Amount', { required: 'withdraw.errors.amount.required', ...AMOUNT_ERROR_KEYS }).max(MAX_AMOUNT_BDT, 'withdraw.errors.amount.tooLarge');
const accountRule = createWithdrawalSchema.pick(['method', 'account']);
const passwordRule = createWithdrawalSchema.pick(['password']);

export type AmountCheck = { amount: number; error: null } | { amount: null; error: string };

/** The amount typed ("1,00,000", "১,০০,০০০", "50000 টাকা", "৳5,000") as BDT, or the key of what is wrong with it. */
export function checkAmount(text: string, balance: number): AmountCheck {
  let amount: number;
  try {
    amount = amountRule.validateSync(text);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { amount: null, error: error.message };
  }
  if (bdtToPoisha(amount) > bdtToPoisha(balance)) return { amount: null, error: 'withdraw.errors.amount.moreThanBalance' };
  return { amount, error: null };
}

/** The account step's fields, flat for the form; which are used depends on the method. */
export interface AccountValues {
  method: WithdrawalMethod | '';
  bankName: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  routingNumber: string;
  number: string;
}

export type AccountField = Exclude<keyof AccountValues, 'method'>;
export const BANK_FIELDS: AccountField[] = ['bankName', 'branch', 'accountName', 'accountNumber', 'routingNumber'];
export const MOBILE_FIELDS: AccountField[] = ['number'];

export const fieldsOf = (method: WithdrawalMethod | ''): AccountField[] => (method === 'bank' ? BANK_FIELDS : method ? MOBILE_FIELDS : []);

export type AccountCheck =
  { method: WithdrawalMethod; account: PayoutAccount; errors: null } | { method: null; account: null; errors: Partial<Record<keyof AccountValues, string>> };

/**
 * The payout account as the server will store it (trimmed, Bengali digits read as ASCII), or a
 * translation key per refused field: `withdraw.errors.<field>.<rule>`.
 */
export function checkAccount(values: AccountValues): AccountCheck {
  if (!values.method) return { method: null, account: null, errors: { method: 'withdraw.errors.method.required' } };
  const account = Object.fromEntries(fieldsOf(values.method).map((field) => [field, values[field]]));
  try {
    const valid = accountRule.validateSync({ method: values.method, account }, { abortEarly: false });
    return { method: valid.method, account: valid.account as PayoutAccount, errors: null };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<keyof AccountValues, string>> = {};
    for (const problem of error.inner.length ? error.inner : [error]) {
      const field = (problem.path ?? '').replace(/^account\./, '') as AccountField;
      const rule = problem.type === 'optionality' ? 'required' : problem.type;
      errors[field] ??= `withdraw.errors.${field}.${rule}`;
    }
    return { method: null, account: null, errors };
  }
}

/** The key of what is wrong with the password, or null. */
/** The two-factor code of an investor who has it on: 6 digits (Bengali ones too) or a recovery code. */
export function checkTotpCode(code: string): string | null {
  const value = toAsciiDigits(code.trim());
  if (value === '') return 'withdraw.errors.totpCode.required';
  return SECOND_FACTOR_CODE.test(value) ? null : 'withdraw.errors.totpCode.format';
}

export function checkPassword(password: string): string | null {
  try {
    passwordRule.validateSync({ password });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.type === 'max' ? 'withdraw.errors.password.max' : 'withdraw.errors.password.required';
  }
}
