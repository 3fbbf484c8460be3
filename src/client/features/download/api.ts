import type { AppConfigResponse } from '../../../shared/api-types';
import { api } from '../../api/api-slice';

export const downloadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppConfig: build.query<AppConfigResponse, void>({
      query: () => '/app-config',
      extraOptions: { maxRetries: 1 },
    }),
  }),
});

export const { useGetAppConfigQuery } = downloadApi;
