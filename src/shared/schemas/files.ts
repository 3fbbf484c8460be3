import * as yup from 'yup';

export const FILE_VISIBILITIES = ['private', 'public'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

/** POST /api/file/upload?visibility=…: deposit screenshots are private; project and promotion images public. */
export const uploadQuerySchema = yup
  .object({
    visibility: yup.string<FileVisibility>().oneOf(FILE_VISIBILITIES, 'visibility must be private or public.').default('private'),
  })
  .noUnknown('Unknown field: ${unknown}');

/** The signed-link parameters; the signature check decides, so a bad one is a 403, not a 400. */
export const privateFileQuerySchema = yup.object({
  expires: yup.string(),
  signature: yup.string(),
});
