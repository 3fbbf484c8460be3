import type { DistributionDto, DistributionListResponse, DistributionResponse } from '../../../../shared/distribution-types';
import type { DistributionBody, ReverseDistributionBody } from '../../../../shared/schemas/distributions';
import { api } from '../../../api/api-slice';
import { distributionListTag, moneyEventTags } from '../../../api/money-tags';

export type PastDistribution = DistributionListResponse['distributions'][number];

/** One distribution call: the project and the body (the preview sends no idempotencyKey). */
export interface DistributionRequest {
  projectId: string;
  body: DistributionBody;
}

export interface ReverseRequest extends ReverseDistributionBody {
  distributionId: string;
  /** The project whose list shows it, so that list is read again. */
  projectId: string;
}

const projectPath = (id: string) => `/project/${encodeURIComponent(id)}`;
/** Profit and loss sharing of a project (MONEY.md "Profit and loss sharing"). */
export const adminDistributionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation although it writes nothing: each preview is asked for on purpose, never cached.
    previewDistribution: build.mutation<DistributionDto, DistributionRequest>({
      query: ({ projectId, body }) => ({ url: `${projectPath(projectId)}/distributions/preview`, method: 'POST', body }),
      transformResponse: (response: DistributionResponse) => response.distribution,
    }),
    postDistribution: build.mutation<DistributionDto, DistributionRequest>({
      query: ({ projectId, body }) => ({ url: `${projectPath(projectId)}/distributions`, method: 'POST', body }),
      transformResponse: (response: DistributionResponse) => response.distribution,
      // A 409 (another admin posted the period first) also means the list is stale; a fault changed nothing we know of.
      invalidatesTags: (_result, error, { projectId }) => (!error || (error as { status?: unknown }).status === 409 ? moneyEventTags.distributed(projectId) : []),
    }),
    projectDistributions: build.query<PastDistribution[], string>({
      query: (projectId) => `${projectPath(projectId)}/distributions`,
      transformResponse: (response: DistributionListResponse) => response.distributions,
      providesTags: (_result, _error, projectId) => [distributionListTag(projectId)],
    }),
    reverseDistribution: build.mutation<DistributionDto, ReverseRequest>({
      query: ({ distributionId, reason }) => ({ url: `/distributions/${encodeURIComponent(distributionId)}/reverse`, method: 'POST', body: { reason } }),
      transformResponse: (response: DistributionResponse) => response.distribution,
      invalidatesTags: (_result, error, { projectId }) => (!error || (error as { status?: unknown }).status === 409 ? moneyEventTags.distributed(projectId) : []),
    }),
  }),
});

export const { useProjectDistributionsQuery, useReverseDistributionMutation } = adminDistributionsApi;
