import type { FileUploadResponse } from '../../../../shared/api-types';
import { api } from '../../../api/api-slice';

/** The admin's image upload, used by the project form, promotions and settings. */
export const adminImageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Project and promotion images are public (DECISIONS.md), so they go up with visibility=public,
     * which the server allows administrators only. A FormData body is sent as multipart as it is.
     */
    uploadAdminImage: build.mutation<string, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: '/file/upload', method: 'POST', params: { visibility: 'public' }, body };
      },
      transformResponse: (response: FileUploadResponse) => response.url,
    }),
  }),
});

export const { useUploadAdminImageMutation } = adminImageApi;
