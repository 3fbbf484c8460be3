import { UPLOAD_MAX_BYTES } from '../../../shared/constants';

/** Why a chosen screenshot is refused before any upload (spec section 5); each has a translated message. */
export type ScreenshotProblem = 'noFile' | 'badType' | 'tooBig';

const TYPES = ['image/png', 'image/jpeg', 'image/jpg'];
const EXTENSION = /\.(png|jpe?g)$/i;

/** What the file picker offers; the server still decides by the file's first bytes. */
export const SCREENSHOT_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export function screenshotProblem(file: File | null): ScreenshotProblem | null {
  if (!file) return 'noFile';
  // Some systems give no type for a file; its name then decides.
  const typeOk = file.type ? TYPES.includes(file.type.toLowerCase()) : EXTENSION.test(file.name);
  if (!typeOk) return 'badType';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooBig';
  return null;
}
