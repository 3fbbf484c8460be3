import type { CertificateVerificationResponse } from '../../../shared/certificate-verify';
import { api } from '../../api/api-slice';

export const verifyApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Public and read-only: no tag, as nothing the visitor does here changes a certificate.
    verifyCertificate: build.query<CertificateVerificationResponse, string>({
      query: (number) => `/certificate/verify/${encodeURIComponent(number)}`,
    }),
  }),
});

export const { useVerifyCertificateQuery } = verifyApi;
