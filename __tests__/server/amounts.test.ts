import { amountText, amountTextProblem } from '../../src/shared/money';
import { createDepositSchema } from '../../src/shared/schemas/deposits';
import { expenseBodySchema } from '../../src/shared/schemas/expenses';
import { fileBody, pngImage } from './helpers/multipart';
import { projectBody } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';

notePostgresSkip();

describe('amounts read as decimal text', () => {
  test.each([
    ['1500', null],
    ['1500.5', null],
    ['0.01', null],
    [0.01, null],
    ['১,২৫,০০০.৫০', null],
    ['125,000', null],
    [1250.5, null],
    ['1e-9', 'format'],
    [1e-9, 'format'],
    ['1e3', 'format'],
    ['0x10', 'format'],
    ['1,2', 'format'],
    ['', 'format'],
    ['Infinity', 'format'],
    ['0.001', 'decimals'],
    ['0.004', 'decimals'],
    [0.004, 'decimals'],
    ['1.999', 'decimals'],
    ['0', 'not_positive'],
    ['0.00', 'not_positive'],
    [0, 'not_positive'],
    ['-5', 'not_positive'],
  ])('%p → %p', (input, problem) => {
    expect(amountTextProblem(input)).toBe(problem);
  });

  test('grouping commas and Bengali digits are read, other text is not', () => {
    expect(amountText('১,২৫,০০০.৫০')).toBe('125000.50');
    expect(amountText(' 42 ')).toBe('42');
    expect(amountText(',100')).toBeNull();
    expect(amountText({ valueOf: () => 5 })).toBeNull();
  });

  test('one currency mark before or after the figure is read as Bangladeshis write money', () => {
    expect(amountText('50000 টাকা')).toBe('50000');
    expect(amountText('৳ ১,০০,০০০')).toBe('100000');
    expect(amountText('Tk. 1,500.50')).toBe('1500.50');
    expect(amountText('50,000/-')).toBe('50000');
    expect(amountText('bdt 20')).toBe('20');
    // Only marks around a figure: two marks, a mark alone or words around it stay refused.
    expect(amountText('৳৳50')).toBeNull();
    expect(amountText('টাকা')).toBeNull();
    expect(amountText('about 50 taka')).toBeNull();
  });

  test('the shared deposit and expense schemas refuse them with the field named', () => {
    expect(() => createDepositSchema.validateSync({ amount: '1e-9', url: '/x' })).toThrow('Amount must be a plain number such as 1500 or 1500.50.');
    expect(() => createDepositSchema.validateSync({ amount: 1e-9, url: '/x' })).toThrow('Amount must be a plain number such as 1500 or 1500.50.');
    expect(() => expenseBodySchema.validateSync({ description: 'x', category: 'y', amount: '0.004' })).toThrow('Amount can have at most 2 decimals.');
    expect(createDepositSchema.validateSync({ amount: '১,২৫,০০০.৫০', url: '/x' }).amount).toBe(125000.5);
  });
});

/** Issue 14: every money amount in a request body is validated from its decimal text. */
describe.each(databaseKinds)('money amounts in request bodies on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind, { shared: true });
  let projectId: string;
  let screenshotUrl: string;
  beforeAll(async () => {
    const project = await ctx.app.inject({ method: 'POST', url: '/api/project', headers: admin.headers, payload: projectBody() });
    projectId = project.json().project._id;
    const body = fileBody(await pngImage());
    screenshotUrl = (await ctx.app.inject({ method: 'POST', url: '/api/file/upload', payload: body.payload, headers: { ...body.headers, ...investor.headers } })).json().url;
  });

  const counts = async () => ({
    deposits: Number(
      (
        await ctx.database.db
          .selectFrom('deposits')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    transfers: Number(
      (
        await ctx.database.db
          .selectFrom('transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  const FORMAT = 'Amount must be a plain number such as 1500 or 1500.50.';
  const DECIMALS = 'Amount can have at most 2 decimals.';
  const ZERO = 'Amount must be more than zero.';

  test.each([
    ['1e-9', FORMAT],
    [1e-9, FORMAT],
    ['1e3', FORMAT],
    ['0.001', DECIMALS],
    ['0.004', DECIMALS],
    [0.004, DECIMALS],
    ['0.00', ZERO],
  ])('a deposit of %p: 400 naming the amount, nothing stored', async (amount, message) => {
    const before = await counts();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/deposit', headers: investor.headers, payload: { amount, url: screenshotUrl } });
    expect([res.statusCode, res.json()]).toEqual([400, { message, code: 'VALIDATION_FAILED', fields: { amount: message } }]);
    expect(await counts()).toEqual(before);
  });

  test('a deposit written with Bengali digits and lakh commas is accepted as exact poisha', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/deposit', headers: investor.headers, payload: { amount: '১,২৫,০০০.৫০', url: screenshotUrl } });
    expect(res.statusCode).toBe(201);
    const row = await ctx.database.db.selectFrom('deposits').select('amount').where('id', '=', res.json().deposit._id).executeTakeFirstOrThrow();
    expect(Number(row.amount)).toBe(12500050);
  });

  test.each([['1,00'], ['১,০০'], ['1,000,00'], ['10,0000']])('a deposit of %p (commas out of place): 400 naming the amount, nothing stored', async (amount) => {
    const before = await counts();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/deposit', headers: investor.headers, payload: { amount, url: screenshotUrl } });
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'Amount must be a number.', code: 'VALIDATION_FAILED', fields: { amount: 'Amount must be a number.' } }]);
    expect(await counts()).toEqual(before);
  });

  test.each([
    ['1,00,000', 10_000_000],
    ['১০০,০০০', 10_000_000],
  ])('a deposit of %p (lakh or western grouping) is %p poisha', async (amount, poisha) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/deposit', headers: investor.headers, payload: { amount, url: screenshotUrl } });
    expect(res.statusCode).toBe(201);
    const row = await ctx.database.db.selectFrom('deposits').select('amount').where('id', '=', res.json().deposit._id).executeTakeFirstOrThrow();
    expect(Number(row.amount)).toBe(poisha);
  });

  test.each([['1e-9'], [1e-9], ['0.004'], ['1e3']])('an expense of %p: 400 naming the amount', async (amount) => {
    const before = await counts();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/expenses', headers: admin.headers, payload: { description: 'Paper', amount, category: 'Office' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['amount']);
    expect(await counts()).toEqual(before);
  });

  test.each([['1e-9'], [1e-9], ['0.004'], ['0.001']])('a fund allocation of %p: 400 naming the amount', async (amount) => {
    const before = await counts();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/investment/allocate-funds', headers: admin.headers, payload: { projectId, amount } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['amount']);
    expect(await counts()).toEqual(before);
  });

  test.each([[[1e-9]], [[50000, 0.004]], [['1e3']]])('investment options %j: 400 naming the options', async (investmentOptions) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/project', headers: admin.headers, payload: projectBody({ investmentOptions }) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).every((field) => field.startsWith('investmentOptions'))).toBe(true);
  });

  test('a raised amount of 1e-9 is refused, not stored as 0', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/project', headers: admin.headers, payload: projectBody({ raisedAmount: 1e-9 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ raisedAmount: 'Raised Amount must be a plain number such as 1500 or 1500.50.' });
  });
});
