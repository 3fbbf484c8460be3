import type { FastifyPluginAsync } from 'fastify';
import type { CertificateVerificationResponse } from '../../shared/certificate-verify';
import { certificateVerificationResponseSchema } from '../../shared/responses/certificates';
import { certificateNumberParams, type CertificateNumberParams } from '../../shared/schemas/certificate-verify';
import { errors } from '../openapi/responses';
import { limiter } from '../plugins/rate-limit';
import { verifyCertificate } from '../services/certificates/certificate-verify';

/**
 * The public check of an investment certificate, opened from its QR code or short address: no
 * session, one exact number per request, and a per-IP limit so numbers cannot be tried in bulk.
 */
export const certificateRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: CertificateNumberParams }>(
    '/certificate/verify/:number',
    {
      // It names a person (masked) and an amount: not for a shared cache to keep.
      config: { access: 'public', noStore: true },
      schema: { response: { 200: certificateVerificationResponseSchema, ...errors(404, 429) }, params: certificateNumberParams },
      preHandler: [limiter(app, { name: 'certificate-verify-ip', max: 30, timeWindow: '15 minutes' })],
    },
    async (request): Promise<CertificateVerificationResponse> => ({ certificate: await verifyCertificate(app.db, request.params.number) }),
  );
};
