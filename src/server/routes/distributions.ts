import type { FastifyPluginAsync } from 'fastify';
import { projectNotFound } from '../money/project-refusals';
import type { DistributionListResponse, DistributionResponse } from '../../shared/distribution-types';
import { distributionSchema, type DistributionBody } from '../../shared/schemas/distributions';
import { idParams } from '../../shared/schemas/fields';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { originOf } from '../services/audit';
import { listDistributions, postedDto, previewDto, storedDto } from '../services/distributions/answers';
import { planDistribution, type DistributionRequest } from '../money/distributions/plan';
import { postDistribution } from '../money/distributions/post-distribution';
import { distributionListResponseSchema, distributionRefusalSchema, distributionResponseSchema } from '../../shared/responses/projects';
import { errors } from '../openapi/responses';

type Params = { id: string };
// A malformed id is a 400 before any query (a NUL byte would be a PostgreSQL error, found by the full corpus).
const projectIdParams = idParams('Project id');

const requestOf = (projectId: string, body: DistributionBody): DistributionRequest => ({
  projectId,
  kind: body.kind,
  periodStart: body.periodStart,
  periodEnd: body.periodEnd,
  amount: body.amount,
  note: body.note ?? '',
});

/** Profit and loss sharing (MONEY.md): preview, post and list a project's distributions. */
export const distributionsRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: Params; Body: DistributionBody }>(
    '/project/:id/distributions/preview',
    {
      config: { access: 'admin' },
      schema: { response: { 200: distributionResponseSchema, ...errors(404), 409: distributionRefusalSchema }, params: projectIdParams, body: distributionSchema },
    },
    async (request): Promise<DistributionResponse> => ({
      distribution: previewDto(await planDistribution(app.db, requestOf(request.params.id, request.body))),
    }),
  );

  app.post<{ Params: Params; Body: DistributionBody }>(
    '/project/:id/distributions',
    {
      config: { access: 'admin' },
      schema: {
        response: { 200: distributionResponseSchema, 201: distributionResponseSchema, 202: distributionResponseSchema, ...errors(404), 409: distributionRefusalSchema },
        params: projectIdParams,
        body: distributionSchema,
      },
    },
    async (request, reply): Promise<DistributionResponse> => {
      const actor = currentUser(request);
      const { idempotencyKey } = request.body;
      if (!idempotencyKey)
        throw new HttpError(400, 'idempotencyKey is required to post a distribution.', 'VALIDATION_FAILED', {
          idempotencyKey: 'idempotencyKey is required to post a distribution.',
        });
      const {
        distribution: row,
        plan,
        posting,
      } = await postDistribution(app.db, {
        ...requestOf(request.params.id, request.body),
        idempotencyKey,
        actorId: actor.id,
        origin: originOf(request),
        chunkLines: app.config.postingChunkLines,
      });
      request.log.info(
        {
          actor: actor.id,
          target: row.project_id,
          action: `distribution.${row.kind}`,
          distributionId: row.id,
          amount: Number(row.amount),
          holders: row.holders,
          retried: plan === null,
        },
        'admin posted a distribution',
      );
      if (!plan) return { distribution: await storedDto(app.db, row) };
      // The answer goes out first; the project list and the holders' mails follow once every line is posted (posting-effects.ts).
      app.postings.settle('distribution', row.id, posting);
      reply.code(posting ? 202 : 201);
      return { distribution: postedDto(row, plan, posting) };
    },
  );

  app.get<{ Params: Params }>(
    '/project/:id/distributions',
    { config: { access: 'admin' }, schema: { response: { 200: distributionListResponseSchema, ...errors(404) }, params: projectIdParams } },
    async (request): Promise<DistributionListResponse> => {
      const project = await app.db.selectFrom('projects').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!project) throw projectNotFound();
      return { distributions: await listDistributions(app.db, project.id) };
    },
  );
};
