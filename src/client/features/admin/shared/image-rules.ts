import { UPLOAD_MAX_BYTES } from '../../../../shared/constants';

/** Why a chosen image is refused before any upload; each has a translated message. */
export type ImageProblem = 'badType' | 'tooBig';

// Spec section 5: project and promotion images are JPEG or PNG only, at most 5 MB (section 9).
const TYPES = ['image/png', 'image/jpeg'];
const EXTENSION = /\.(png|jpe?g)$/i;

/** What the file picker offers; the server still decides by the file's first bytes. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export const IMAGE_PROBLEM_KEYS: Record<ImageProblem, string> = {
  badType: 'admin.projectForm.images.badType',
  tooBig: 'admin.projectForm.images.tooBig',
};

export function imageProblem(file: File): ImageProblem | null {
  // Some systems give no type for a file; its name then decides.
  const typeOk = file.type ? TYPES.includes(file.type.toLowerCase()) : EXTENSION.test(file.name);
  if (!typeOk) return 'badType';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooBig';
  return null;
}
