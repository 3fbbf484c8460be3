import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { demoProjects } from './demo-content';

export interface DemoContentPresence {
  bank: boolean;
  projects: number;
}

/** Whether the seeded demo content is still live: the demo bank details, or demo projects by title. */
export async function findDemoContent(db: Kysely<Database>): Promise<DemoContentPresence> {
  const bank = await db.selectFrom('bank_info').select('id').where('is_demo', '=', 1).limit(1).executeTakeFirst();
  const titles = demoProjects.map((project) => project.title);
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('title', 'in', titles)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { bank: Boolean(bank), projects: Number(row.n) };
}

/**
 * A production start with demo content still in place logs a warning: investors could send real
 * money to the demo account number, or invest in projects that do not exist.
 */
export async function warnAboutDemoContent(
  db: Kysely<Database>,
  nodeEnv: string,
  log: { warn: (details: object, message: string) => void },
): Promise<boolean> {
  if (nodeEnv !== 'production') return false;
  const found = await findDemoContent(db);
  if (!found.bank && found.projects === 0) return false;
  log.warn(
    { demoBankDetails: found.bank, demoProjects: found.projects },
    'demo content is live in production: replace the demo bank details in the admin Bank tab and delete the demo projects (or start with SEED_DEMO=false on an empty database)',
  );
  return true;
}
