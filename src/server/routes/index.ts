import type { FastifyPluginAsync } from 'fastify';
import { accountSecurityRoutes } from './account-security';
import { appConfigRoutes } from './app-config';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { bankRoutes } from './bank';
import { depositsRoutes } from './deposits';
import { discountsRoutes } from './discounts';
import { distributionReversalRoutes } from './distribution-reversal';
import { expensesRoutes } from './expenses';
import { filesRoutes } from './files';
import { healthRoutes } from './health';
import { investmentRoutes } from './investment';
import { ledgerRoutes } from './ledger';
import { projectCompletionRoutes } from './project-completion';
import { projectRoutes } from './projects';
import { twoFactorRoutes } from './two-factor';
import { usersRoutes } from './users';

/** Every API area, mounted under /api by app.ts. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(healthRoutes);
  await api.register(appConfigRoutes);
  await api.register(authRoutes);
  await api.register(twoFactorRoutes);
  await api.register(usersRoutes);
  await api.register(accountSecurityRoutes);
  await api.register(projectRoutes);
  await api.register(filesRoutes);
  await api.register(discountsRoutes);
  await api.register(depositsRoutes);
  await api.register(bankRoutes);
  await api.register(expensesRoutes);
  await api.register(investmentRoutes);
  await api.register(projectCompletionRoutes);
  await api.register(distributionReversalRoutes);
  await api.register(ledgerRoutes);
  await api.register(auditRoutes);
};
