import { useCallback } from 'react';
import { readAnswer, useAnswerText } from '../../../api/server-failure';

/**
 * The text of a failed admin call (spec section 8): the server's message, else the screen's fallback;
 * in Bengali a known code's translation. Any admin area may use it; admin.serverErrors holds the
 * codes of the admin endpoints.
 */
export function useFailureText(): (error: unknown, fallbackKey: string) => string {
  const answerText = useAnswerText('admin.serverErrors');
  return useCallback((error, fallbackKey) => answerText(readAnswer(error), fallbackKey), [answerText]);
}
