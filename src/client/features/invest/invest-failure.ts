import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, readFailure, type ServerFailure } from '../../api/server-failure';

/** A failed investment as plain data: the server's answer plus the figures a 409 refusal carries (BDT). */
export interface InvestFailure extends ServerFailure {
  /** INSUFFICIENT_BALANCE: what the wallet lacks for this amount. */
  missing: number | null;
  /** FUNDING_TARGET_REACHED: what the funding target still takes. */
  remaining: number | null;
}

const figure = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** Reads an RTK Query error of POST /api/investment (`error.data` is the InvestRefusal on a 409). */
export function toInvestFailure(error: unknown): InvestFailure {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : null;
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return { ...readFailure(error), missing: figure(body.missing), remaining: figure(body.remaining) };
}

/** Whether the server refused the investment itself (nothing was written), as opposed to a fault or a lost answer. */
export const isRefusal = (failure: InvestFailure): boolean => failure.status === 409 || failure.status === 400 || failure.status === 404;

/**
 * The text of a failed investment: in Bengali the code's translation (invest.serverErrors), in English
 * the server's message, else the fallback; a lost connection says so.
 */
export function useInvestFailureText(): (failure: InvestFailure) => string {
  const { t, i18n } = useTranslation();
  return useCallback((failure) => failureText(failure, { t, i18n, codesKey: 'invest.serverErrors', fallback: t('invest.errors.failed') }), [t, i18n]);
}
