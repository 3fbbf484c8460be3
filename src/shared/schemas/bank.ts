import * as yup from 'yup';
import { toAsciiDigits } from '../format';
import { idParams, requiredText, trimmedString } from './fields';

const UNKNOWN = 'Unknown field: ${unknown}';
export const ACCOUNT_NUMBER_MAX = 34; // the IBAN maximum; Bangladeshi account numbers are shorter
export const INSTRUCTION_MAX = 2000;

export const bankIdParams = idParams('Bank information id');

/** The bank tab edits all four fields (DECISIONS.md); the instruction message is the spec's. */
export const bankInfoBodySchema = yup
  .object({
    bankName: requiredText('Bank name', 120),
    accountNumber: yup
      .string()
      .transform((value: unknown) => (typeof value === 'string' ? toAsciiDigits(value).trim() : value))
      .typeError('Account number must be text.')
      .required('Account number is required.')
      .max(ACCOUNT_NUMBER_MAX, `Account number must be at most ${ACCOUNT_NUMBER_MAX} characters.`)
      .matches(/^[0-9][0-9 -]*$/, 'Account number may contain only digits, spaces and dashes.'),
    accountName: requiredText('Account name', 120),
    instruction: trimmedString('Bank instruction must be text.')
      .required('Bank instruction cannot be empty')
      .max(INSTRUCTION_MAX, `Bank instruction must be at most ${INSTRUCTION_MAX} characters.`),
  })
  .noUnknown(UNKNOWN);

export type BankInfoBody = yup.InferType<typeof bankInfoBodySchema>;
