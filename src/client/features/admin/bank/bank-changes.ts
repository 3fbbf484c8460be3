import type { BankInfoDto } from '../../../../shared/api-types';
import type { BankInfoBody } from '../../../../shared/schemas/bank';

export type BankField = keyof BankInfoBody;
const FIELDS: BankField[] = ['bankName', 'accountNumber', 'accountName', 'instruction'];

/** The fields whose saved value the new one replaces, in form order (for the confirmation dialog). */
export function bankChanges(saved: BankInfoDto, next: BankInfoBody): { field: BankField; before: string; after: string }[] {
  return FIELDS.filter((field) => saved[field] !== next[field]).map((field) => ({ field, before: saved[field], after: next[field] }));
}
