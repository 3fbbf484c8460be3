import type { FastifyPluginAsync } from 'fastify';
import { projectNotFound } from '../money/project-refusals';
import type { AllocateFundsResponse } from '../../shared/api-types';
import type { HoldingsResponse, InvestResponse, TransactionListResponse } from '../../shared/money-types';
import { allocateFundsSchema, investSchema, transactionListQuerySchema, type AllocateFundsBody, type InvestBody, type TransactionListQuery } from '../../shared/schemas/investment';
import { idParams } from '../../shared/schemas/fields';
import { verifyPath } from '../../shared/certificate-verify';
import { findProject } from '../db/repositories/projects';
import { findUserById } from '../db/repositories/users';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { originOf } from '../services/audit';
import { certificateData } from '../services/certificates/certificate-data';
import { certificatePaper } from '../services/certificates/certificate-paper';
import { bangladeshToday } from '../money/distributions/bangladesh-days';
import { allocateFunds } from '../money/invest/fund-allocation';
import { holdingsOf } from '../money/reads/holdings';
import { invest } from '../money/invest/invest';
import { investorDeactivated } from '../money/invest/invest-refusals';
import { transactionsOf } from '../money/reads/transactions';
import { cursorFromQuery } from '../db/keyset-cursor';
import { projectAnswer } from '../services/project-answers';
import { holdingsResponseSchema, investRefusalSchema, investResponseSchema, transactionListResponseSchema } from '../../shared/responses/money';
import { allocateFundsResponseSchema, allocatedInvestmentResponseSchema } from '../../shared/responses/projects';
import { oneOfShapes } from '../../shared/responses/shape';
import { errors, fileReply } from '../openapi/responses';

/**
 * Investing (MONEY.md): the investor's own wallet money into a project, their holdings and
 * transactions, and the admin fund tab (company co-investment, or an investor's money for them).
 */
export const investmentRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: InvestBody }>(
    '/investment',
    {
      config: { access: 'user' },
      schema: { response: { 200: investResponseSchema, 201: investResponseSchema, ...errors(404), 400: investRefusalSchema, 409: investRefusalSchema }, body: investSchema },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { projectId, amount, idempotencyKey } = request.body;
      const result = await invest(app.db, { userId: me.id, projectId, amount, idempotencyKey, actorId: me.id });
      if (result.created) app.projectListCache.invalidate();
      request.log.info({ actor: me.id, target: projectId, action: 'investment.create', amount, retried: !result.created }, 'investor invested');
      const answer: InvestResponse = { investment: result.investment, wallet: result.wallet };
      return reply.code(result.created ? 201 : 200).send(answer);
    },
  );

  app.get('/investment/holdings', { config: { access: 'user' }, schema: { response: { 200: holdingsResponseSchema } } }, async (request): Promise<HoldingsResponse> => ({
    holdings: await holdingsOf(app.db, currentUser(request).id),
  }));

  // A one-page PDF of the investor's own holding in a project (404 when they hold none).
  // A malformed project id is a 400 before any query, as on the distribution routes.
  app.get<{ Params: { id: string } }>(
    '/investment/holdings/:id/certificate',
    { config: { access: 'user' }, schema: { response: { 200: fileReply('The investment certificate', ['application/pdf']), ...errors(404) }, params: idParams('Project id') } },
    async (request, reply) => {
      const data = await certificateData(app.db, currentUser(request).id, request.params.id);
      const paper = await certificatePaper(app.db, app.config, app.storage, data);
      const pdf = await app.pdf.certificate({ ...data, verifyUrl: `${app.config.publicUrl}${verifyPath(data.reference)}` }, paper, bangladeshToday());
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${data.reference}.pdf"`)
        .send(pdf);
    },
  );

  app.get<{ Querystring: TransactionListQuery }>(
    '/investment/transactions',
    { config: { access: 'user' }, schema: { response: { 200: transactionListResponseSchema }, querystring: transactionListQuerySchema } },
    async (request): Promise<TransactionListResponse> => {
      const { limit, cursor } = request.query;
      const page = await transactionsOf(app.db, currentUser(request).id, { limit, after: cursorFromQuery(cursor) });
      return { transactions: page.transactions, nextCursor: page.next };
    },
  );

  app.post<{ Body: AllocateFundsBody }>(
    '/investment/allocate-funds',
    {
      config: { access: 'admin' },
      schema: {
        response: {
          200: oneOfShapes(allocateFundsResponseSchema, allocatedInvestmentResponseSchema),
          201: oneOfShapes(allocateFundsResponseSchema, allocatedInvestmentResponseSchema),
          ...errors(404),
          400: investRefusalSchema,
          409: investRefusalSchema,
        },
        body: allocateFundsSchema,
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { projectId, amount, userId, idempotencyKey } = request.body;
      if (userId) {
        // For an investor who deals with the office by phone: the same rules as their own investment.
        const investor = await findUserById(app.db, userId);
        if (!investor || investor.role !== 'investor') throw new HttpError(404, 'Investor not found.', 'USER_NOT_FOUND');
        // A deactivated account is closed: the office does not move its money on the investor's behalf.
        if (investor.is_active !== 1) throw investorDeactivated();
        const result = await invest(app.db, { userId, projectId, amount, idempotencyKey: idempotencyKey ?? null, actorId: actor.id, auditOrigin: originOf(request) });
        if (result.created) app.projectListCache.invalidate();
        request.log.info({ actor: actor.id, target: projectId, action: 'fund.allocate', amount, investor: userId, retried: !result.created }, 'admin invested for an investor');
        const row = await findProject(app.db, projectId);
        if (!row) throw projectNotFound();
        const answer: AllocateFundsResponse & InvestResponse = {
          message: 'Investment allocated successfully',
          project: await projectAnswer(app.db, row),
          investment: result.investment,
          wallet: result.wallet,
        };
        return reply.code(result.created ? 201 : 200).send(answer);
      }
      const result = await allocateFunds(app.db, { projectId, amount, actorId: actor.id, idempotencyKey: idempotencyKey ?? null, origin: originOf(request) });
      if (result.created) app.projectListCache.invalidate();
      request.log.info({ actor: actor.id, target: projectId, action: 'fund.allocate', amount, retried: !result.created }, 'admin allocated funds to a project');
      const answer: AllocateFundsResponse = { message: 'Investment allocated successfully', project: await projectAnswer(app.db, result.project) };
      return reply.code(result.created ? 201 : 200).send(answer);
    },
  );
};
