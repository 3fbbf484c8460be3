import type { FastifyPluginAsync } from 'fastify';
import type { DistributionResponse } from '../../shared/distribution-types';
import { idParams } from '../../shared/schemas/fields';
import { reverseDistributionSchema, type ReverseDistributionBody } from '../../shared/schemas/distributions';
import { currentUser } from '../plugins/auth';
import { originOf } from '../services/audit';
import { storedDto } from '../services/distributions/answers';
import { reverseDistribution } from '../money/distributions/reverse-distribution';
import { distributionResponseSchema, reversalRefusalSchema } from '../../shared/responses/projects';
import { errors } from '../openapi/responses';

const distributionIdParams = idParams('Distribution id');

/** A posted distribution is undone only by a reversal that mirrors its transfers (MONEY.md), once. */
export const distributionReversalRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string }; Body: ReverseDistributionBody }>(
    '/distributions/:id/reverse',
    {
      config: { access: 'admin' },
      schema: { response: { 200: distributionResponseSchema, ...errors(404), 409: reversalRefusalSchema }, params: distributionIdParams, body: reverseDistributionSchema },
    },
    async (request): Promise<DistributionResponse> => {
      const admin = currentUser(request);
      const { original, reversal, posting } = await reverseDistribution(app.db, {
        distributionId: request.params.id,
        reason: request.body.reason,
        actorId: admin.id,
        origin: originOf(request),
        chunkLines: app.config.postingChunkLines,
      });
      // A reversed loss can give capital back to a holding a loss had emptied: the project list follows once the mirrors are posted.
      app.postings.settle('distribution', reversal.id, posting);
      request.log.info({ actor: admin.id, target: original.id, action: 'distribution.reverse', reversal: reversal.id }, 'admin reversed a distribution');
      // The reversed distribution read back: its lines, with reversedAt and the reason.
      return { distribution: await storedDto(app.db, original) };
    },
  );
};
