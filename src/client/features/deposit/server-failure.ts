import { readAnswer, useAnswerText, type ServerAnswer } from '../../api/server-failure';

/**
 * Reads `{message, code}` from an RTK Query error (`error.data`) or an upload error (the object itself).
 * Anything else (a network failure, a bug) has no message worth showing, so the screen's fallback is used.
 */
export function toFailure(error: unknown): ServerAnswer {
  if (error && typeof error === 'object' && (error as { name?: unknown }).name === 'UploadError') {
    const { serverMessage, code } = error as { serverMessage?: unknown; code?: unknown };
    return readAnswer({ data: { message: serverMessage, code } });
  }
  return readAnswer(error);
}

/** The deposit screen's failure texts; in Bengali its codes read from deposit.serverErrors. */
export const useFailureText = (): ((failure: ServerAnswer, fallbackKey: string) => string) => useAnswerText('deposit.serverErrors');
