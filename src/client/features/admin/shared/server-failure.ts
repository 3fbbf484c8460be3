import { useAnswerText, type ServerAnswer } from '../../../api/server-failure';

/** The project and promotion forms' failure texts; in Bengali their codes read from admin.projectForm.serverErrors. */
export const useFailureText = (): ((failure: ServerAnswer, fallbackKey: string) => string) => useAnswerText('admin.projectForm.serverErrors');
