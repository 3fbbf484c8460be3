import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DatabaseKind } from '../../../src/server/db/connection';
import type { Database } from '../../../src/server/db/schema';
import type { ProjectDto } from '../../../src/shared/api-types';
import { bookDeposits, fundWallet } from './deposit-fixture';
import { createProjectViaApi } from './project-api';
import type { TestUser } from './users';
import { idempotencyKey } from './idempotency-key';

export { idempotencyKey };

/** A deposit of `bdt` booked at a past instant. */
export function backdatedDeposit(db: Kysely<Database>, userId: string, bdt: number, createdAt: string): Promise<void> {
  return bookDeposits(db, userId, [{ poisha: Math.round(bdt * 100), createdAt }]);
}

/** Funds each investor's wallet through a deposit and invests `invest` BDT through the real route. */
export async function investorsIn(app: FastifyInstance, db: Kysely<Database>, kind: DatabaseKind, admin: TestUser, holders: Holding[]): Promise<ProjectDto> {
  const project = await createProjectViaApi(app, admin, { raisedAmount: 0, investmentOptions: [1000], title: 'Dhaka Rice Mill' });
  await fundAndInvest(app, db, kind, admin, project._id, holders);
  return project;
}

/** [investor, BDT deposited, BDT invested]. */
type Holding = readonly [TestUser, number, number];

/** Each holder's deposit (approved by `admin`), then their investment in the project through the API. */
export async function fundAndInvest(
  app: FastifyInstance,
  db: Kysely<Database>,
  kind: DatabaseKind,
  admin: TestUser,
  projectId: string,
  holders: readonly Holding[],
): Promise<void> {
  for (const [user, deposit, invest] of holders) {
    await fundWallet(db, user.user.id, admin.user.id, deposit);
    const res = await app.inject({
      method: 'POST',
      url: '/api/investment',
      headers: user.headers,
      payload: { projectId, amount: invest, idempotencyKey: idempotencyKey() },
    });
    if (res.statusCode !== 201) throw new Error(`invest failed: ${res.body}`);
  }
}

/** `count` small deposits of 1 BDT, one a minute from `firstAt` (a long statement). */
export function manyDeposits(db: Kysely<Database>, userId: string, count: number, firstAt: string): Promise<void> {
  const first = Date.parse(firstAt);
  return bookDeposits(
    db,
    userId,
    Array.from({ length: count }, (_, i) => ({ poisha: 100, createdAt: new Date(first + i * 60_000).toISOString() })),
  );
}

/** A writer's source of `pages` synthetic pages of `size` lines, noting how many pages were asked for. */
export function syntheticSource(scope: Record<string, unknown>, pages: number, size: number) {
  const seen = { pages: 0 };
  async function* all() {
    for (let p = 0; p < pages; p += 1) {
      seen.pages += 1;
      yield Array.from({ length: size }, (_, i) => ({
        _id: `line${p}-${i}`,
        createdAt: '2026-01-05T04:00:00.000Z',
        kind: 'deposit' as const,
        direction: 'in' as const,
        description: 'টাকা জমা অনুমোদিত',
        amount: 1,
        walletChange: 1,
        balanceAfter: p * size + i + 1,
        reference: 'DEP-ABCDEF12',
      }));
    }
  }
  return { seen, pages: all() };
}
