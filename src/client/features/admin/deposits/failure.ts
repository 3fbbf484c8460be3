import type { ServerFailure } from '../../../api/server-failure';

/** 409: another administrator decided the deposit first. */
export const isConflict = (failure: ServerFailure | null): boolean => failure?.status === 409;
