import type { FastifyPluginAsync } from 'fastify';
import type { LedgerCheckResponse } from '../../shared/money-types';
import { checkLedger } from '../money/check/ledger-check';
import { ledgerCheckResponseSchema } from '../../shared/responses/money';

/** The admin dashboard's "books balance" line: every MONEY.md invariant, checked now. */
export const ledgerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ledger/check', { config: { access: 'admin' }, schema: { response: { 200: ledgerCheckResponseSchema } } }, async (): Promise<LedgerCheckResponse> =>
    checkLedger(app.db),
  );
};
