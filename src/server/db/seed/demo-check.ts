import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { demoProjects } from './demo-content';

export interface DemoContentPresence {
  bank: boolean;
  projects: number;
}

/** Whether the seeded demo content is still live: the demo bank details, or demo projects by title. */
export async function findDemoContent(db: Kysely<Database>): Promise<DemoContentPresence> {
  const bank = await db.selectFrom('payment_accounts').select('id').where('kind', '=', 'bank').where('is_demo', '=', 1).where('active', '=', 1).limit(1).executeTakeFirst();
  const titles = demoProjects.map((project) => project.title);
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('title', 'in', titles)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { bank: Boolean(bank), projects: Number(row.n) };
}

/** Active seeded bKash / Nagad / Rocket numbers: real money could be sent to them too. */
async function countDemoWallets(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('payment_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '!=', 'bank')
    .where('is_demo', '=', 1)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A production start with demo content still in place logs a warning: investors could send real
 * money to the demo account number, or invest in projects that do not exist.
 */
export async function warnAboutDemoContent(db: Kysely<Database>, nodeEnv: string, log: { warn: (details: object, message: string) => void }): Promise<boolean> {
  if (nodeEnv !== 'production') return false;
  const found = await findDemoContent(db);
  const wallets = await countDemoWallets(db);
  if (!found.bank && found.projects === 0 && wallets === 0) return false;
  log.warn(
    { demoBankDetails: found.bank, demoProjects: found.projects, ...(wallets > 0 ? { demoWallets: wallets } : {}) },
    'demo content is live in production: replace the demo bank details in the admin Bank tab, edit or deactivate the demo bKash number, and delete the demo projects (or start with SEED_DEMO=false on an empty database)',
  );
  return true;
}
