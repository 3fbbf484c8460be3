import * as yup from 'yup';
import { DOCUMENT_KINDS, DOCUMENT_TITLE_MAX, type DocumentKind } from '../project-facts';
import { idField, trimmedString } from './fields';

/** /api/project/:id/documents/:docId */
export const projectDocumentParams = yup.object({ id: idField('Project id'), docId: idField('Document id') }).noUnknown();

/**
 * POST /api/project/:id/documents?kind=…&title=…&titleBn=…: the document's details travel in the
 * query, so they are checked before a byte of the PDF is read, and the body is the file alone.
 */
export const projectDocumentQuerySchema = yup
  .object({
    kind: yup
      .string<DocumentKind>()
      .typeError('Kind must be text.')
      .required('Kind is required.')
      .oneOf(DOCUMENT_KINDS, `Kind must be one of: ${DOCUMENT_KINDS.join(', ')}.`),
    title: trimmedString('Title must be text.').required('Title is required.').max(DOCUMENT_TITLE_MAX, `Title must be at most ${DOCUMENT_TITLE_MAX} characters.`),
    titleBn: trimmedString('Bengali title must be text.')
      .transform((value: unknown) => (value === '' ? undefined : value))
      .optional()
      .max(DOCUMENT_TITLE_MAX, `Bengali title must be at most ${DOCUMENT_TITLE_MAX} characters.`),
  })
  .noUnknown('Unknown field: ${unknown}');

export type ProjectDocumentQuery = yup.InferType<typeof projectDocumentQuerySchema>;
