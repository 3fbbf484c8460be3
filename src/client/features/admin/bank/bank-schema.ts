import * as yup from 'yup';
import { toAsciiDigits } from '../../../../shared/format';
import { ACCOUNT_NUMBER_MAX, INSTRUCTION_MAX } from '../../../../shared/schemas/bank';
import { requiredText } from '../../../../shared/schemas/fields';

export const BANK_NAME_MAX = 120;
export const ACCOUNT_NAME_MAX = 120;
export { ACCOUNT_NUMBER_MAX, INSTRUCTION_MAX };

/**
 * The bank tab's four fields, with the server's rules (src/shared/schemas/bank.ts). Messages are
 * translation keys, translated where they are shown (with `max` for the length messages).
 */
export const bankSchema = yup.object({
  bankName: requiredText('Bank name', BANK_NAME_MAX, { required: 'admin.bank.errors.bankNameRequired', tooLong: 'admin.bank.errors.bankNameTooLong' }),
  accountNumber: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? toAsciiDigits(value).trim() : value))
    .required('admin.bank.errors.accountNumberRequired')
    .max(ACCOUNT_NUMBER_MAX, 'admin.bank.errors.accountNumberTooLong')
    .matches(/^[0-9][0-9 -]*$/, 'admin.bank.errors.accountNumberInvalid'),
  accountName: requiredText('Account name', ACCOUNT_NAME_MAX, { required: 'admin.bank.errors.accountNameRequired', tooLong: 'admin.bank.errors.accountNameTooLong' }),
  instruction: requiredText('Bank instruction', INSTRUCTION_MAX, { required: 'admin.bank.errors.instructionRequired', tooLong: 'admin.bank.errors.instructionTooLong' }),
});

export type BankFormValues = Record<keyof yup.InferType<typeof bankSchema>, string>;

export const BANK_FIELDS = ['bankName', 'accountNumber', 'accountName', 'instruction'] as const;

export const MAX_LENGTH: Record<(typeof BANK_FIELDS)[number], number> = {
  bankName: BANK_NAME_MAX,
  accountNumber: ACCOUNT_NUMBER_MAX,
  accountName: ACCOUNT_NAME_MAX,
  instruction: INSTRUCTION_MAX,
};
