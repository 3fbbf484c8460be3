import type { LedgerMismatchDto } from '../../../shared/money-types';
import { poishaToBdt } from '../../../shared/money';

/** A database number (bigint columns may arrive as text on PostgreSQL), 0 for null. */
export const n = (value: unknown) => Number(value ?? 0);

/** One broken invariant; expected and actual are poisha, reported in BDT. */
export function mismatch(
  check: string,
  expected: number,
  actual: number,
  message: string,
  ids: Partial<Pick<LedgerMismatchDto, 'accountId' | 'projectId' | 'userId'>> = {},
): LedgerMismatchDto {
  return { check, ...ids, expected: poishaToBdt(expected), actual: poishaToBdt(actual), message };
}
