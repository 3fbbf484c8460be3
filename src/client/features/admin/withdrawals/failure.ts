import type { ServerFailure } from '../../../api/server-failure';

/** 409s the admin can still act on: fix the reference, or confirm the held payout by phone. */
const CORRECTABLE = new Set(['DUPLICATE_PAYOUT_REFERENCE', 'SAFETY_HOLD']);

/** 409: another administrator paid or rejected it first (or the investor cancelled it). */
export const isNotPending = (failure: ServerFailure | null): boolean => failure?.status === 409 && !CORRECTABLE.has(failure.code ?? '');
