import type { FastifyPluginAsync } from 'fastify';
import type { ContractType } from '../../shared/project-facts';
import {
  advisorBodySchema,
  advisorIdParams,
  companyBodySchema,
  contractTextBodySchema,
  contractTypeParams,
  type AdvisorBody,
  type CompanyBody,
  type ContractTextBody,
} from '../../shared/schemas/trust';
import type { AdvisorResponse, CompanyResponse, ContractTextResponse, TrustResponse } from '../../shared/trust-types';
import { newId, nowIso } from '../db/ids';
import {
  advisorSnapshot,
  companySnapshot,
  contractTextSnapshot,
  deleteAdvisor,
  findAdvisorById,
  findCompany,
  findContractText,
  insertAdvisor,
  listAdvisors,
  listContractTexts,
  saveCompany,
  saveContractText,
  toAdvisorDto,
  toCompanyDto,
  toContractTextDto,
  updateAdvisor,
} from '../db/repositories/trust';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { currentUser } from '../plugins/auth';
import { originOf, recordAudit } from '../services/audit';
import { changedFields } from '../services/audit-changes';
import { toStoredImageUrl } from '../stored-image-url';
import { advisorResponseSchema, companyResponseSchema, contractTextResponseSchema, trustResponseSchema } from '../../shared/responses/site';
import { messageResponseSchema } from '../../shared/responses/shape';
import { errors } from '../openapi/responses';

const ADVISOR_NOT_FOUND = () => new HttpError(404, 'Shariah advisor not found.', 'ADVISOR_NOT_FOUND');

/**
 * Who runs the platform and who checks it is halal. Everyone may read it (the
 * /shariah-governance page); only admins change it, and every change is in the audit trail.
 */
export const trustRoutes: FastifyPluginAsync = async (app) => {
  app.get('/trust', { config: { access: 'public' }, schema: { response: { 200: trustResponseSchema } } }, async (): Promise<TrustResponse> => {
    const [company, advisors, contracts] = await Promise.all([findCompany(app.db), listAdvisors(app.db), listContractTexts(app.db)]);
    return { company: company ? toCompanyDto(company) : null, advisors: advisors.map(toAdvisorDto), contracts: contracts.map(toContractTextDto) };
  });

  app.put<{ Body: CompanyBody }>(
    '/trust/company',
    { config: { access: 'admin' }, schema: { response: { 200: companyResponseSchema }, body: companyBodySchema } },
    async (request): Promise<CompanyResponse> => {
      const actor = currentUser(request);
      const body = { ...request.body, signatureUrl: toStoredImageUrl(request.body.signatureUrl, app.config.publicUrl) };
      const row = await writeTransaction(app.db, async (trx) => {
        const current = await findCompany(trx);
        const saved = await saveCompany(trx, current, body, nowIso());
        const change = changedFields(companySnapshot(current), companySnapshot(saved));
        // A save that changed nothing is not a change: nothing to record.
        if (Object.keys(change.after).length > 0) {
          await recordAudit(trx, originOf(request), { actorId: actor.id, action: 'company_details_changed', targetType: 'company', targetId: saved.id, ...change });
        }
        return saved;
      });
      request.log.info({ actor: actor.id, target: row.id, action: 'company.update' }, 'admin saved the company details');
      return { company: toCompanyDto(row) };
    },
  );

  // Each contract type's one text, which every page, mail and PDF of its projects renders.
  app.put<{ Params: { type: ContractType }; Body: ContractTextBody }>(
    '/trust/contracts/:type',
    { config: { access: 'admin' }, schema: { response: { 200: contractTextResponseSchema }, params: contractTypeParams, body: contractTextBodySchema } },
    async (request): Promise<ContractTextResponse> => {
      const actor = currentUser(request);
      const { type } = request.params;
      const row = await writeTransaction(app.db, async (trx) => {
        const current = await findContractText(trx, type);
        const saved = await saveContractText(trx, current, type, request.body, nowIso());
        const change = changedFields(contractTextSnapshot(current), contractTextSnapshot(saved));
        if (Object.keys(change.after).length > 0) {
          await recordAudit(trx, originOf(request), { actorId: actor.id, action: 'contract_text_changed', targetType: 'contract_text', targetId: type, ...change });
        }
        return saved;
      });
      request.log.info({ actor: actor.id, target: type, action: 'contract.update' }, 'admin saved a contract text');
      return { contract: toContractTextDto(row) };
    },
  );

  app.post<{ Body: AdvisorBody }>(
    '/trust/advisors',
    { config: { access: 'admin' }, schema: { response: { 201: advisorResponseSchema }, body: advisorBodySchema } },
    async (request, reply) => {
      const actor = currentUser(request);
      const body = { ...request.body, photoUrl: toStoredImageUrl(request.body.photoUrl, app.config.publicUrl) };
      const row = await writeTransaction(app.db, async (trx) => {
        const inserted = await insertAdvisor(trx, newId(), body, nowIso());
        await recordAudit(trx, originOf(request), {
          actorId: actor.id,
          action: 'shariah_advisor_added',
          targetType: 'shariah_advisor',
          targetId: inserted.id,
          after: advisorSnapshot(inserted),
        });
        return inserted;
      });
      request.log.info({ actor: actor.id, target: row.id, action: 'advisor.create' }, 'admin added a Shariah advisor');
      return reply.code(201).send({ advisor: toAdvisorDto(row) } satisfies AdvisorResponse);
    },
  );

  app.put<{ Params: { id: string }; Body: AdvisorBody }>(
    '/trust/advisors/:id',
    { config: { access: 'admin' }, schema: { response: { 200: advisorResponseSchema, ...errors(404) }, params: advisorIdParams, body: advisorBodySchema } },
    async (request): Promise<AdvisorResponse> => {
      const actor = currentUser(request);
      const body = { ...request.body, photoUrl: toStoredImageUrl(request.body.photoUrl, app.config.publicUrl) };
      const row = await writeTransaction(app.db, async (trx) => {
        const current = await findAdvisorById(trx, request.params.id);
        if (!current) throw ADVISOR_NOT_FOUND();
        const updated = await updateAdvisor(trx, current, body, nowIso());
        const change = changedFields(advisorSnapshot(current), advisorSnapshot(updated));
        if (Object.keys(change.after).length > 0) {
          await recordAudit(trx, originOf(request), { actorId: actor.id, action: 'shariah_advisor_changed', targetType: 'shariah_advisor', targetId: current.id, ...change });
        }
        return updated;
      });
      request.log.info({ actor: actor.id, target: row.id, action: 'advisor.update' }, 'admin changed a Shariah advisor');
      return { advisor: toAdvisorDto(row) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/trust/advisors/:id',
    { config: { access: 'admin' }, schema: { response: { 200: messageResponseSchema, ...errors(404) }, params: advisorIdParams } },
    async (request) => {
      const actor = currentUser(request);
      await writeTransaction(app.db, async (trx) => {
        const current = await findAdvisorById(trx, request.params.id);
        if (!current) throw ADVISOR_NOT_FOUND();
        await deleteAdvisor(trx, current.id);
        // The whole advisor is kept in the trail: the row itself is gone.
        await recordAudit(trx, originOf(request), {
          actorId: actor.id,
          action: 'shariah_advisor_removed',
          targetType: 'shariah_advisor',
          targetId: current.id,
          before: advisorSnapshot(current),
        });
      });
      request.log.info({ actor: actor.id, target: request.params.id, action: 'advisor.delete' }, 'admin removed a Shariah advisor');
      return { message: 'Shariah advisor removed.' };
    },
  );
};
