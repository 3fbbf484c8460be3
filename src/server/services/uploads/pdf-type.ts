import { HttpError } from '../../http-error';
import type { UploadSniff } from './receive-upload';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/**
 * Project documents are PDFs, known by their first bytes (never by file name or declared type):
 * a PNG renamed .pdf is refused before it is stored.
 */
export const PDF_SNIFF: UploadSniff<'pdf'> = {
  bytes: PDF_SIGNATURE.length,
  sniff: (head) => (head.length >= PDF_SIGNATURE.length && head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE) ? 'pdf' : null),
  refuse: () => new HttpError(400, 'Only PDF documents are allowed.', 'NOT_A_PDF'),
};
