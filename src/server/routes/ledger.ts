import type { FastifyPluginAsync } from 'fastify';
import type { LedgerCheckResponse } from '../../shared/money-types';
import { checkLedger } from '../services/money/ledger-check';

/** The admin dashboard's "books balance" line: every MONEY.md invariant, checked now. */
export const ledgerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ledger/check', { config: { access: 'admin' } }, async (): Promise<LedgerCheckResponse> => checkLedger(app.db));
};
