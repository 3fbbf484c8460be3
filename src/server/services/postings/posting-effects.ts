import { messageKey } from '../../notifications/outbox';
import type { FastifyInstance } from 'fastify';
import { findProject } from '../../db/repositories/projects';
import { findUserById } from '../../db/repositories/users';
import { wallet } from '../../money/ledger/account-keys';
import { balanceOf } from '../../money/ledger/accounts';
import { mailDistribution } from '../distributions/distribution-mails';
import { createBackgroundMail } from '../mail/background';
import { noticeMail } from '../../notifications/notice-kinds';

/** Investors' lines of one event, read from the transfers that posted them. */
async function investorLines(app: FastifyInstance, column: 'distribution_id' | 'project_id', id: string, kinds: Array<'profit' | 'loss' | 'capital_returned'>) {
  const rows = await app.db
    .selectFrom('transfers')
    .select(['user_id', 'amount'])
    .where(column, '=', id)
    .where('kind', 'in', kinds)
    .where('user_id', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ userId: row.user_id as string, amount: Number(row.amount) }));
}

/**
 * What follows each money event once its money has moved, wherever it posted: the project list
 * shows new figures, and every investor concerned is mailed in their language. A reversal mails no one.
 */
export function registerPostingEffects(app: FastifyInstance): void {
  const mail = createBackgroundMail(app.db);
  app.addHook('onClose', async () => {
    await app.postings.close();
    await mail.drain();
  });

  app.postings.onPosted('distribution', async (distributionId) => {
    app.projectListCache.invalidate();
    const row = await app.db.selectFrom('distributions').selectAll().where('id', '=', distributionId).executeTakeFirst();
    if (!row || row.reverses_distribution_id !== null) return;
    const project = await findProject(app.db, row.project_id);
    if (!project) return;
    const lines = await investorLines(app, 'distribution_id', row.id, [row.kind]);
    await mailDistribution(app.db, app.config, mail, row, project, lines, app.log);
  });

  app.postings.onPosted('completion', async (projectId) => {
    app.projectListCache.invalidate();
    const project = await findProject(app.db, projectId);
    if (!project) return;
    for (const line of await investorLines(app, 'project_id', projectId, ['capital_returned'])) {
      const investor = await findUserById(app.db, line.userId);
      if (!investor) continue;
      const availableBalance = await balanceOf(app.db, wallet(investor.id));
      const figures = { projectTitle: project.title, amount: line.amount, availableBalance };
      const dedupeKey = messageKey('capital-returned', `${projectId}:${investor.id}`);
      const inbox = { userId: investor.id, kind: 'capital_returned' as const, figures, dedupeKey, link: '/portfolio' };
      mail.send({ message: noticeMail(investor, 'capital_returned', figures), dedupeKey, userId: investor.id }, app.log, [inbox]);
    }
  });
}
