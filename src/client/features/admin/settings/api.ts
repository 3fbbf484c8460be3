import type { ContractType } from '../../../../shared/project-facts';
import type { AdvisorBody, CompanyBody, ContractTextBody } from '../../../../shared/schemas/trust';
import type { AdvisorDto, AdvisorResponse, CompanyDto, CompanyResponse, ContractTextDto, ContractTextResponse } from '../../../../shared/trust-types';
import { api } from '../../../api/api-slice';

export interface SaveAdvisorRequest {
  /** The advisor's id, or null to add a new one. */
  id: string | null;
  body: AdvisorBody;
}

/**
 * The Settings tab's changes. Each invalidates 'Trust', so the tab and the public page
 * read the saved data again; also after a failure, since a 404 means what is shown is stale.
 */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveCompany: build.mutation<CompanyDto, CompanyBody>({
      query: (body) => ({ url: '/trust/company', method: 'PUT', body }),
      transformResponse: (response: CompanyResponse) => response.company,
      invalidatesTags: ['Trust'],
    }),
    saveContractText: build.mutation<ContractTextDto, { type: ContractType; body: ContractTextBody }>({
      query: ({ type, body }) => ({ url: `/trust/contracts/${type}`, method: 'PUT', body }),
      transformResponse: (response: ContractTextResponse) => response.contract,
      invalidatesTags: ['Trust'],
    }),
    saveAdvisor: build.mutation<AdvisorDto, SaveAdvisorRequest>({
      query: ({ id, body }) => (id ? { url: `/trust/advisors/${encodeURIComponent(id)}`, method: 'PUT', body } : { url: '/trust/advisors', method: 'POST', body }),
      transformResponse: (response: AdvisorResponse) => response.advisor,
      invalidatesTags: ['Trust'],
    }),
    deleteAdvisor: build.mutation<void, string>({
      query: (id) => ({ url: `/trust/advisors/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Trust'],
    }),
  }),
});

export const { useSaveCompanyMutation, useSaveContractTextMutation, useSaveAdvisorMutation, useDeleteAdvisorMutation } = settingsApi;
