import type { ServerFailure } from '../../../api/server-failure';

/** 409: another administrator paid or rejected it first (or the investor cancelled it). */
export const isNotPending = (failure: ServerFailure | null): boolean => failure?.status === 409;
