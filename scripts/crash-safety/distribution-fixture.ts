import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../src/server/db/ids';
import type { Database } from '../../src/server/db/schema';
import { writeTransaction } from '../../src/server/db/transaction';
import { bangladeshToday, dayNumber, endOfBangladeshDay, dayText } from '../../src/server/money/distributions/bangladesh-days';
import { companyAccount, holding, wallet } from '../../src/server/money/ledger/account-keys';
import { postTransfer } from '../../src/server/money/ledger/post-transfers';

/**
 * Investor holders per project; every other project also has the company's own holding. With one
 * line a chunk (the run's POSTING_CHUNK_LINES) each event posts a dozen chunks, so kills land inside postings.
 */
const HOLDERS = 12;
/**
 * Holders' capital is put in this many days before today, so a project offers this many
 * successive one-day periods ending today (periods must not overlap nor start after today).
 * Dated seeding keeps one project busy with many distributions, reversals and then a completion,
 * where "one distribution for today per project" would need a new project for every post.
 */
export const BACKDATE_DAYS = 90;

/** One holding of a crash-run project; userId null is the company's. */
export interface SeededHolder {
  userId: string | null;
  /** poisha put in before the first period */
  capital: number;
}

export interface DistributionProject {
  id: string;
  /** Day numbers (bangladesh-days.ts) of the first and last period this project may be given. */
  firstDay: number;
  lastDay: number;
  holders: SeededHolder[];
}

const randomCapital = () => (100_000 + Math.floor(Math.random() * 900_000)) * 100;

/**
 * Adds `count` projects for the distribution load, each with its own investors (an approved
 * deposit of exactly their capital, all of it invested) and on every other project the company's
 * co-investment, all dated the day before the project's first period. The holders belong to no
 * other load, so their money only moves by distributions and completion.
 */
export async function addDistributionProjects(db: Kysely<Database>, adminId: string, count: number): Promise<DistributionProject[]> {
  const lastDay = dayNumber(bangladeshToday());
  const firstDay = lastDay - BACKDATE_DAYS + 1;
  // The start of the day before the first period, in Bangladesh: capital held at that day's end.
  const seededAt = endOfBangladeshDay(dayText(firstDay - 2));
  const projects: DistributionProject[] = [];
  for (let p = 0; p < count; p += 1) {
    const now = nowIso();
    const id = newId();
    const holders: SeededHolder[] = Array.from({ length: HOLDERS }, () => ({ userId: newId(), capital: randomCapital() }));
    if (p % 2 === 0) holders.push({ userId: null, capital: randomCapital() });
    await writeTransaction(db, async (trx) => {
      const raised = holders.reduce((sum, h) => sum + h.capital, 0);
      await trx
        .insertInto('projects')
        .values({
          id,
          title: `Crash Orchard ${id.slice(-6)}`,
          price: '100000',
          description: 'Where the crash run shares profit and loss.',
          default_image: '',
          gallery_images: '[]',
          target_achieved: 0,
          roi: 10,
          investment_options: '[100]',
          // Poisha: a project takes investments only with a target (a showcase refuses them); far above what the run puts in.
          funding_target: 10_000_000_000,
          raised_amount: raised,
          created_at: seededAt,
          updated_at: now,
        })
        .execute();
      for (const h of holders) {
        if (h.userId === null) {
          await postTransfer(trx, {
            debit: companyAccount('company_capital'),
            credit: holding(null, id),
            amount: h.capital,
            kind: 'company_investment',
            userId: null,
            projectId: id,
            depositId: null,
            actorId: null,
            at: seededAt,
          });
          continue;
        }
        const userId = h.userId;
        await trx
          .insertInto('users')
          .values({
            id: userId,
            email: `crash-holder-${userId}@example.com`,
            fullname: `Crash Holder ${userId.slice(-6)}`,
            password_hash: 'x',
            role: 'investor',
            language: 'en',
            is_verified: 1,
            search_text: 'crash holder',
            created_at: seededAt,
            updated_at: now,
          })
          .execute();
        const depositId = newId();
        await trx
          .insertInto('deposits')
          .values({
            id: depositId,
            user_id: userId,
            amount: h.capital,
            status: 'approved',
            screenshot_key: `${userId}/${depositId}.png`,
            reviewed_by: adminId,
            reviewed_at: seededAt,
            created_at: seededAt,
            updated_at: now,
          })
          .execute();
        await postTransfer(trx, {
          debit: companyAccount('bank'),
          credit: wallet(userId),
          amount: h.capital,
          kind: 'deposit',
          userId,
          projectId: null,
          depositId,
          actorId: null,
          at: seededAt,
        });
        await postTransfer(trx, {
          debit: wallet(userId),
          credit: holding(userId, id),
          amount: h.capital,
          kind: 'investment',
          userId,
          projectId: id,
          depositId: null,
          actorId: null,
          at: seededAt,
        });
      }
    });
    projects.push({ id, firstDay, lastDay, holders });
  }
  return projects;
}
