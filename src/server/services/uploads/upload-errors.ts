import { HttpError } from '../../http-error';

/** The upload answers the client shows as they are (spec section 8: the server message is shown). */
export const uploadErrors = {
  noFile: () => new HttpError(400, 'No file selected.', 'NO_FILE'),
  tooLarge: () => new HttpError(413, 'The file is larger than 5 MB.', 'FILE_TOO_LARGE'),
  unsupportedType: () => new HttpError(415, 'Only PNG and JPG images are allowed.', 'UNSUPPORTED_FILE_TYPE'),
  tooManyPixels: () => new HttpError(422, 'The image is larger than 25 megapixels. Please upload a smaller image.', 'IMAGE_TOO_LARGE'),
  unreadable: () => new HttpError(422, 'The image could not be read. Please upload a PNG or JPG image.', 'IMAGE_UNREADABLE'),
  tooManyParts: () => new HttpError(413, 'Please send one file in the field "file".', 'UPLOAD_TOO_MANY_PARTS'),
  malformed: () => new HttpError(400, 'The upload could not be read. Please try again.', 'UPLOAD_MALFORMED'),
};

/**
 * @fastify/multipart and busboy fail with their own errors (some without a status, which would
 * become a 500); bad multipart is the client's fault, so each becomes a clear 4xx.
 */
export function toUploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadErrors.tooLarge();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return uploadErrors.noFile();
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return uploadErrors.tooManyParts();
    default:
      return uploadErrors.malformed();
  }
}
