import { createActor, fromPromise } from 'xstate';
import type { DistributionRequest } from '../../../../src/client/features/admin/distributions/api';
import { defaultValues, type DistributionValues } from '../../../../src/client/features/admin/distributions/distribution-form';
import { distributionMachine } from '../../../../src/client/features/admin/distributions/machines/distribution-machine';
import type { DistributionDto } from '../../../../src/shared/distribution-types';
import { httpError, postedFixture, previewFixture, PROJECT_ID } from './distribution-fixtures';

interface Call {
  input: DistributionRequest;
  resolve: (value: DistributionDto) => void;
  reject: (error: unknown) => void;
}

/** The machine with fake preview and post calls that each test answers by hand. */
function start() {
  const previews: Call[] = [];
  const posts: Call[] = [];
  const fake = (calls: Call[]) => fromPromise<DistributionDto, DistributionRequest>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })));
  const actor = createActor(distributionMachine.provide({ actors: { previewDistribution: fake(previews), postDistribution: fake(posts) } }), {
    input: {},
  }).start();
  return { actor, previews, posts, state: () => actor.getSnapshot() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const VALUES: DistributionValues = { periodStart: '2026-11-01', periodEnd: '2026-11-25', kind: 'profit', amount: '১,০০,০০০', note: ' November ' };

async function toPreview() {
  const machine = start();
  machine.actor.send({ type: 'SELECT_PROJECT', projectId: PROJECT_ID });
  machine.actor.send({ type: 'PREVIEW', values: VALUES });
  machine.previews[0]!.resolve(previewFixture());
  await settle();
  return machine;
}

describe('distribution machine', () => {
  test('starts editing the first day of this month to today (Bangladesh time), profit, no amount', () => {
    const { state } = start();
    expect(state().value).toBe('editing');
    expect(state().context.values).toEqual(defaultValues());
    // 2026-03-31 20:00 UTC is already 1 April in Dhaka.
    expect(defaultValues(new Date('2026-03-31T20:00:00Z'))).toMatchObject({ periodStart: '2026-04-01', periodEnd: '2026-04-01' });
    expect(defaultValues(new Date('2026-03-31T17:59:00Z'))).toMatchObject({ periodStart: '2026-03-01', periodEnd: '2026-03-31' });
  });

  test('no preview without a project or with values the shared schema refuses', () => {
    const { actor, state, previews } = start();
    actor.send({ type: 'PREVIEW', values: VALUES });
    expect(state().value).toBe('editing');
    actor.send({ type: 'SELECT_PROJECT', projectId: PROJECT_ID });
    actor.send({ type: 'PREVIEW', values: { ...VALUES, amount: '0' } });
    actor.send({ type: 'PREVIEW', values: { ...VALUES, periodEnd: '2026-10-31' } });
    expect(state().value).toBe('editing');
    expect(previews).toHaveLength(0);
  });

  test('previews the parsed body (Bengali digits, lakh commas, trimmed note) without a key', async () => {
    const { previews, state } = await toPreview();
    expect(previews[0]!.input).toEqual({ projectId: PROJECT_ID, body: { periodStart: '2026-11-01', periodEnd: '2026-11-25', kind: 'profit', amount: 100000, note: 'November' } });
    expect(state().value).toBe('preview');
    expect(state().context.preview?.lines).toHaveLength(3);
  });

  test('Back from the preview returns to the form with the same values', async () => {
    const { actor, state } = await toPreview();
    actor.send({ type: 'BACK' });
    expect(state().value).toBe('editing');
    expect(state().context.values).toEqual(VALUES);
  });

  test('a refused preview goes back to the form with the values and the server answer', async () => {
    const machine = start();
    machine.actor.send({ type: 'SELECT_PROJECT', projectId: PROJECT_ID });
    machine.actor.send({ type: 'PREVIEW', values: VALUES });
    machine.previews[0]!.reject(httpError(409, { message: 'Already shared.', code: 'PERIOD_ALREADY_DISTRIBUTED' }));
    await settle();
    expect(machine.state().value).toBe('editing');
    expect(machine.state().context.values).toEqual(VALUES);
    expect(machine.state().context.failure).toEqual({ status: 409, message: 'Already shared.', code: 'PERIOD_ALREADY_DISTRIBUTED' });
  });

  test('confirming posts with a key and ends with the posted distribution', async () => {
    const { actor, posts, state } = await toPreview();
    actor.send({ type: 'CONFIRM' });
    expect(state().value).toBe('posting');
    expect(state().can({ type: 'BACK' })).toBe(false);
    expect(posts[0]!.input.body).toMatchObject({ amount: 100000, idempotencyKey: expect.any(String) });
    posts[0]!.resolve(postedFixture());
    await settle();
    expect(state().value).toBe('done');
    expect(state().context.posted?.reference).toBe('DIS-D1570000');
  });

  test('a retry of a lost answer reuses the attempt key; a new confirmation gets a new one', async () => {
    const { actor, previews, posts, state } = await toPreview();
    actor.send({ type: 'CONFIRM' });
    posts[0]!.reject(httpError('FETCH_ERROR'));
    await settle();
    expect(state().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect(posts[1]!.input.body.idempotencyKey).toBe(posts[0]!.input.body.idempotencyKey);
    posts[1]!.reject(httpError(503, { message: 'Busy.', code: 'DATABASE_BUSY' }));
    await settle();
    actor.send({ type: 'BACK' });
    expect(state().value).toBe('editing');
    expect(state().context.values).toEqual(VALUES);
    actor.send({ type: 'PREVIEW', values: VALUES });
    previews[1]!.resolve(previewFixture());
    await settle();
    actor.send({ type: 'CONFIRM' });
    expect(posts[2]!.input.body.idempotencyKey).toEqual(expect.any(String));
    expect(posts[2]!.input.body.idempotencyKey).not.toBe(posts[0]!.input.body.idempotencyKey);
  });

  test('a refusal of the post cannot be retried, only taken back to the form', async () => {
    const { actor, posts, state } = await toPreview();
    actor.send({ type: 'CONFIRM' });
    posts[0]!.reject(httpError(409, { message: 'Already shared.', code: 'PERIOD_ALREADY_DISTRIBUTED' }));
    await settle();
    expect(state().value).toBe('failed');
    expect(state().can({ type: 'RETRY' })).toBe(false);
    actor.send({ type: 'BACK' });
    expect(state().context).toMatchObject({ values: VALUES, failure: null });
  });

  test('after posting, New starts over with a fresh period for the same project', async () => {
    const { actor, posts, state } = await toPreview();
    actor.send({ type: 'CONFIRM' });
    posts[0]!.resolve(postedFixture());
    await settle();
    actor.send({ type: 'NEW' });
    expect(state().value).toBe('editing');
    expect(state().context).toMatchObject({ projectId: PROJECT_ID, values: defaultValues(), preview: null, posted: null });
  });
});
