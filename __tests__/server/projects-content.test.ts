import { createProjectViaApi, projectBody } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { PROJECT_EXTRAS_UNSET } from '../shared/project-extras';

notePostgresSkip();

const FACTS = {
  titleBn: 'সাভারের জৈব দুগ্ধ খামার',
  locationBn: 'সাভার, ঢাকা',
  descriptionBn: 'শরিয়াহসম্মত, সম্পদভিত্তিক একটি দুগ্ধ খামার।',
  contractType: 'mudaraba',
  termMonths: 24,
  maturityDate: '2028-06-30',
  payoutFrequency: 'quarterly',
  minimumInvestment: 25000,
};

describe.each(databaseKinds)('issue 18 project content and facts on %s', (kind) => {
  const { ctx, admin } = useAdminAndInvestor(kind, { investors: [] });

  const get = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/project/${id}` })).json().project;
  const put = (id: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: `/api/project/${id}`, headers: admin.headers, payload });

  test('Bengali content and facts round-trip through create, read, list and edit', async () => {
    const created = await createProjectViaApi(ctx.app, admin, FACTS);
    expect(created).toMatchObject(FACTS);
    expect(await get(created._id)).toMatchObject(FACTS);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/project/list' })).json().projects;
    expect(list[0]).toMatchObject(FACTS);

    const edited = await put(created._id, projectBody({ ...FACTS, titleBn: 'নতুন শিরোনাম', termMonths: 36, profitRatio: 12.25, roi: 12.25, expectedProfitRate: 12.25 }));
    expect(edited.statusCode).toBe(200);
    // One expected return: the older field reads the same figure as roi.
    expect(edited.json().project).toMatchObject({ titleBn: 'নতুন শিরোনাম', termMonths: 36, roi: 12.25, expectedProfitRate: 12.25, minimumInvestment: 25000 });
  });

  test('without the new fields: create answers nulls, and an edit that leaves them out keeps them; null or blank clears', async () => {
    const plain = await createProjectViaApi(ctx.app, admin);
    expect(plain).toMatchObject({
      ...PROJECT_EXTRAS_UNSET,
    });

    const rich = await createProjectViaApi(ctx.app, admin, FACTS);
    expect((await put(rich._id, projectBody())).statusCode).toBe(200);
    expect(await get(rich._id)).toMatchObject(FACTS);
    expect((await put(rich._id, projectBody({ titleBn: null, minimumInvestment: null, contractType: '' }))).statusCode).toBe(200);
    expect(await get(rich._id)).toMatchObject({ titleBn: null, minimumInvestment: null, contractType: null, termMonths: 24 });
  });

  test.each([
    ['contractType', 'riba'],
    ['termMonths', 0],
    ['termMonths', 2.5],
    ['termMonths', 601],
    ['maturityDate', '2028-02-30'],
    ['maturityDate', 'tomorrow'],
    ['payoutFrequency', 'weekly'],
    // A second expected return that differs from the profit ratio (12.5) would contradict it.
    ['expectedProfitRate', 14.5],
    ['expectedProfitRate', 'lots'],
    ['minimumInvestment', 0],
    ['minimumInvestment', 10.001],
    ['minimumInvestment', 100_000_001],
    ['titleBn', 'ক'.repeat(201)],
    ['titleBn', { bn: 'x' }],
  ])('%s = %j is refused with 400 and nothing is written', async (field, value) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/project', headers: admin.headers, payload: projectBody({ [field]: value }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/project/list' })).json().projects).toEqual([]);

    const saved = await createProjectViaApi(ctx.app, admin, FACTS);
    expect((await put(saved._id, projectBody({ [field]: value }))).statusCode).toBe(400);
    expect(await get(saved._id)).toMatchObject(FACTS);
  });
});
