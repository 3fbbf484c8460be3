import type { MessageResponse, ProjectDocumentDto, ProjectDocumentResponse, ProjectDto, ProjectResponse } from '../../../../shared/api-types';
import type { ContractType, DocumentKind, PayoutFrequency } from '../../../../shared/project-facts';
import { api } from '../../../api/api-slice';
import { projectDocumentsTag } from '../../../api/project-documents-api';

/** The body of POST /api/project and PUT /api/project/:id (src/shared/schemas/projects.ts, projectBodySchema). */
export interface ProjectRequest {
  title: string;
  price: string;
  description: string;
  targetAchieved: number;
  location: string;
  profitRatio: number;
  /** Copied from profitRatio (spec section 3); the server refuses a different value. */
  roi: number;
  /** Create only: opening capital (MONEY.md). An edit never sends it: the raised amount is derived. */
  raisedAmount?: number;
  investmentOptions: number[];
  /** BDT, or null for no funding target. */
  fundingTarget: number | null;
  /** 0-100: the investors' share of profit. */
  investorSharePercent: number;
  /** '' when the project has no default image (images are optional; the placeholder shows). */
  defaultImage: string;
  galleryImages: string[];
  /** Optional Bengali content and key facts; null clears a saved value, absent keeps it. */
  titleBn?: string | null;
  locationBn?: string | null;
  descriptionBn?: string | null;
  contractType?: ContractType | null;
  termMonths?: number | null;
  maturityDate?: string | null;
  payoutFrequency?: PayoutFrequency | null;
  minimumInvestment?: number | null;
}

export const projectFormApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProject: build.mutation<ProjectDto, ProjectRequest>({
      query: (body) => ({ url: '/project', method: 'POST', body }),
      transformResponse: (response: ProjectResponse) => response.project,
      // The create form's raised amount is opening capital, a transfer (MONEY.md): the books are rechecked.
      invalidatesTags: [
        { type: 'Project', id: 'LIST' },
        { type: 'Ledger', id: 'CHECK' },
      ],
    }),
    updateProject: build.mutation<ProjectDto, { id: string; body: ProjectRequest }>({
      query: ({ id, body }) => ({ url: `/project/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (response: ProjectResponse) => response.project,
      invalidatesTags: (_project, _error, { id }) => [
        { type: 'Project', id },
        { type: 'Project', id: 'LIST' },
      ],
    }),
  }),
});

/** A project's PDFs. Uploading or removing one refreshes that project's document list. */
export interface ProjectDocumentUpload {
  projectId: string;
  kind: DocumentKind;
  title: string;
  titleBn: string;
  file: File;
}

export const projectDocumentsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadProjectDocument: build.mutation<ProjectDocumentDto, ProjectDocumentUpload>({
      query: ({ projectId, kind, title, titleBn, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        // The details go in the query: the server checks them before it reads the file.
        return { url: `/project/${encodeURIComponent(projectId)}/documents`, method: 'POST', params: { kind, title, ...(titleBn ? { titleBn } : {}) }, body };
      },
      transformResponse: (response: ProjectDocumentResponse) => response.document,
      invalidatesTags: (_document, _error, { projectId }) => [projectDocumentsTag(projectId)],
    }),
    removeProjectDocument: build.mutation<MessageResponse, { projectId: string; documentId: string }>({
      query: ({ projectId, documentId }) => ({ url: `/project/${encodeURIComponent(projectId)}/documents/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { projectId }) => [projectDocumentsTag(projectId)],
    }),
  }),
});

export const { useUploadProjectDocumentMutation, useRemoveProjectDocumentMutation } = projectDocumentsAdminApi;
