import { HttpError } from '../../src/server/http-error';
import { newId, nowIso } from '../../src/server/db/ids';
import { reviewDeposit } from '../../src/server/services/deposit-review';
import { recordExpense } from '../../src/server/services/expenses';
import { allocateFunds } from '../../src/server/services/fund-allocation';
import { invest } from '../../src/server/services/money/invest';
import { ledgerProblems, walletPoisha } from './helpers/money';
import { createProjectViaApi } from './helpers/project-api';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

// fast-check is not installed (no new dependencies): a seeded generator gives the same property
// run, reproducible from the printed seed. MONEY_SEED=<n> replays a failing sequence.
const SEED = Number(process.env.MONEY_SEED ?? Date.now() % 1_000_000);
const STEPS = Number(process.env.MONEY_STEPS ?? 120);

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(databaseKinds)('random sequences of money events on %s', (kind) => {
  let ctx: TestContext;
  afterEach(async () => ctx?.close());

  test(`every MONEY.md invariant holds after each step (seed ${SEED})`, async () => {
    ctx = await createTestContext(kind);
    const db = ctx.database.db;
    const admin = await createTestAdmin(db);
    const investors: TestUser[] = [];
    for (let i = 0; i < 4; i += 1) investors.push(await createTestUser(db));
    const projects = [
      await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [100] }),
      await createProjectViaApi(ctx.app, admin, { raisedAmount: 500, fundingTarget: 3000, investmentOptions: [100] }),
      await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, fundingTarget: 1500, investmentOptions: [250] }),
    ];
    const random = mulberry32(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const amount = () => (1 + Math.floor(random() * 2000)) / (random() < 0.3 ? 100 : 1);

    // The model: what each wallet and each project must hold, in poisha.
    const wallets = new Map(investors.map((u) => [u.user.id, 0]));
    const raised = new Map(projects.map((p) => [p._id, Math.round(p.raisedAmount * 100)]));
    const targets = new Map(projects.map((p) => [p._id, p.fundingTarget === null ? null : Math.round(p.fundingTarget * 100)]));
    const pending: Array<{ id: string; userId: string; amount: number }> = [];
    const log: string[] = [];
    const outcomes = new Map<string, number>();

    for (let step = 0; step < STEPS; step += 1) {
      const roll = random();
      const investor = pick(investors);
      let event = '';
      try {
        if (roll < 0.25) {
          const id = newId();
          const poisha = Math.round(amount() * 100);
          const now = nowIso();
          await db
            .insertInto('deposits')
            .values({ id, user_id: investor.user.id, amount: poisha, status: 'pending', screenshot_key: 'private/x.png', admin_remarks: null, reviewed_by: null, reviewed_at: null, idempotency_key: null, created_at: now, updated_at: now })
            .execute();
          pending.push({ id, userId: investor.user.id, amount: poisha });
          event = `deposit ${poisha}`;
        } else if (roll < 0.5 && pending.length > 0) {
          const deposit = pending.splice(Math.floor(random() * pending.length), 1)[0]!;
          const approve = random() < 0.8;
          event = `${approve ? 'approve' : 'reject'} ${deposit.amount}`;
          await reviewDeposit(db, ctx.database.kind, { depositId: deposit.id, status: approve ? 'approved' : 'rejected', adminRemarks: approve ? null : 'No', actorId: admin.user.id, origin: null });
          if (approve) wallets.set(deposit.userId, (wallets.get(deposit.userId) ?? 0) + deposit.amount);
        } else if (roll < 0.85) {
          const project = pick(projects);
          const bdt = amount();
          const poisha = Math.round(bdt * 100);
          event = `invest ${poisha} in ${project.title}`;
          const smallest = project.investmentOptions[0]! * 100;
          const target = targets.get(project._id) ?? null;
          const room = target === null ? Infinity : target - raised.get(project._id)!;
          const expected = poisha < smallest ? 'AMOUNT_TOO_SMALL' : poisha > room ? 'FUNDING_TARGET_REACHED' : poisha > wallets.get(investor.user.id)! ? 'INSUFFICIENT_BALANCE' : 'ok';
          let outcome = 'ok';
          try {
            await invest(db, ctx.database.kind, { userId: investor.user.id, projectId: project._id, amount: bdt, idempotencyKey: `seq-${SEED}-${step}`, actorId: investor.user.id });
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            outcome = error.code ?? 'error';
          }
          expect(`${event}: ${outcome}`).toBe(`${event}: ${expected}`);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          if (outcome === 'ok') {
            wallets.set(investor.user.id, wallets.get(investor.user.id)! - poisha);
            raised.set(project._id, raised.get(project._id)! + poisha);
          }
        } else if (roll < 0.95) {
          const project = pick(projects);
          const bdt = amount();
          const poisha = Math.round(bdt * 100);
          event = `company co-invests ${poisha} in ${project.title}`;
          const target = targets.get(project._id) ?? null;
          try {
            await allocateFunds(db, ctx.database.kind, { projectId: project._id, amount: bdt, actorId: admin.user.id });
            raised.set(project._id, raised.get(project._id)! + poisha);
          } catch (error) {
            expect((error as HttpError).code).toBe('FUNDING_TARGET_REACHED');
            expect(target !== null && raised.get(project._id)! + poisha > target).toBe(true);
          }
        } else {
          event = 'expense';
          await recordExpense(db, ctx.database.kind, { description: 'Random expense', amount: amount(), category: 'Test' }, admin.user.id);
        }
      } finally {
        log.push(event);
      }
      const problems = await ledgerProblems(db);
      if (problems.length > 0) throw new Error(`seed ${SEED}, step ${step} (${log.slice(-5).join(' → ')}): ${JSON.stringify(problems.slice(0, 3))}`);
    }

    // The sequence did invest, and did meet refusals (else it proved little).
    expect(outcomes.get('ok') ?? 0).toBeGreaterThan(0);
    expect(outcomes.size).toBeGreaterThan(1);
    // The figures users see equal the model, and no project passed its target.
    for (const investor of investors) expect(await walletPoisha(db, investor.user.id)).toBe(wallets.get(investor.user.id));
    for (const project of projects) {
      const row = await db.selectFrom('projects').select(['raised_amount', 'funding_target']).where('id', '=', project._id).executeTakeFirstOrThrow();
      expect(Number(row.raised_amount)).toBe(raised.get(project._id));
      if (row.funding_target !== null) expect(Number(row.raised_amount)).toBeLessThanOrEqual(Number(row.funding_target));
    }
  }, 120_000);
});
