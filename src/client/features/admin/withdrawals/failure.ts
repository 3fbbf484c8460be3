import { toApiFailure, type ApiFailure } from '../deposits/failure';

export { toApiFailure, type ApiFailure };

/** 409: another administrator paid or rejected it first (or the investor cancelled it). */
export const isNotPending = (failure: ApiFailure | null): boolean => failure?.status === 409;
