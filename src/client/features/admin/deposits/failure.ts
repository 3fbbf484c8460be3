import { readAnswer, type ServerAnswer } from '../../../api/server-failure';

/** What a screen needs from a failed call: the HTTP status, and the server's English message and code. */
export interface ApiFailure extends ServerAnswer {
  /** null for a network failure or a bug, which have no answer. */
  status: number | null;
}

/** Reads `{message, code}` and the status from an RTK Query error; anything else has nothing to show. */
export function toApiFailure(error: unknown): ApiFailure {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return { status: typeof status === 'number' ? status : null, ...readAnswer(error) };
}

/** 409: another administrator decided the deposit first. */
export const isConflict = (failure: ApiFailure | null): boolean => failure?.status === 409;
