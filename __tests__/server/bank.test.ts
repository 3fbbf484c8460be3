import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();

const UNAUTHENTICATED = { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };
const FORBIDDEN = { message: 'Only administrators can do this.', code: 'FORBIDDEN' };
const invalid = (field: string, message: string) => ({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
const UNKNOWN_ID = '0123456789abcdef01234567';

const details = {
  bankName: 'Islami Bank Bangladesh PLC',
  accountNumber: '2050-1234 5678',
  accountName: 'Halal Invest Ltd',
  instruction: 'Send the amount by bank transfer, then upload the receipt on the deposit page.',
};

describe.each(databaseKinds)('bank routes on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind);

  const get = () => ctx.app.inject({ method: 'GET', url: '/api/bank' });
  const post = (payload: unknown, user: TestUser | null = admin) => ctx.app.inject({ method: 'POST', url: '/api/bank', headers: user?.headers ?? {}, payload: payload as object });
  const put = (id: string, payload: unknown, user: TestUser | null = admin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/bank/${id}`, headers: user?.headers ?? {}, payload: payload as object });
  // The spec's bank details live in payment_accounts since migration 011 (issue 17).
  const rows = () => ctx.database.db.selectFrom('payment_accounts').selectAll().execute();

  test('GET /api/bank answers 404 with the spec message while none exists', async () => {
    const res = await get();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No bank information available.', code: 'BANK_INFO_MISSING' });
  });

  test('POST /api/bank creates the details (201 {bankInfo}); anyone can read them; a second POST is 409', async () => {
    const res = await post({ ...details, bankName: `  ${details.bankName} ` });
    expect(res.statusCode).toBe(201);
    // New details are neither demo content nor a change of earlier details.
    const bankInfo = { _id: expect.stringMatching(/^[0-9a-f]{24}$/), ...details, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), detailsChangedAt: null, isDemo: false };
    expect(res.json()).toEqual({ bankInfo });
    expect((await get()).json()).toEqual(res.json());

    const again = await post({ ...details, bankName: 'Another bank' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Bank information already exists. Update it instead.', code: 'BANK_INFO_EXISTS' });
    expect(await rows()).toHaveLength(1);
  });

  test('two admins creating at once leave exactly one row', async () => {
    const answers = await Promise.all([post(details), post({ ...details, bankName: 'Second' }), post({ ...details, bankName: 'Third' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await rows()).toHaveLength(1);
  });

  test('PUT /api/bank/:id updates all four fields and answers {bankInfo}', async () => {
    const created = (await post(details)).json().bankInfo;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = { bankName: 'Dutch-Bangla Bank', accountNumber: '১২৩-৪৫৬', accountName: 'Halal Invest', instruction: 'New instruction.' };
    const res = await put(created._id, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bankInfo: { _id: created._id, ...changed, accountNumber: '123-456', updatedAt: expect.any(String), detailsChangedAt: res.json().bankInfo.updatedAt, isDemo: false },
    });
    expect(res.json().bankInfo.updatedAt > created.updatedAt).toBe(true);
    expect((await get()).json()).toEqual(res.json());
  });

  test('PUT: unknown id 404, malformed id 400', async () => {
    await post(details);
    const unknown = await put(UNKNOWN_ID, details);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Bank information not found.', code: 'BANK_INFO_NOT_FOUND' });
    const malformed = await put('1', details);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(invalid('id', 'Bank information id is not valid.'));
  });

  test.each([
    ['instruction', { instruction: '   ' }, 'Bank instruction cannot be empty'],
    ['instruction', { instruction: undefined }, 'Bank instruction cannot be empty'],
    ['instruction', { instruction: 'x'.repeat(2001) }, 'Bank instruction must be at most 2000 characters.'],
    ['bankName', { bankName: '' }, 'Bank name is required.'],
    ['accountName', { accountName: undefined }, 'Account name is required.'],
    ['accountNumber', { accountNumber: undefined }, 'Account number is required.'],
    ['accountNumber', { accountNumber: '12AB34' }, 'Account number may contain only digits, spaces and dashes.'],
    ['accountNumber', { accountNumber: '1'.repeat(35) }, 'Account number must be at most 34 characters.'],
    ['bankName', { bankName: { $ne: null } }, 'Bank name must be text.'],
    ['_', { updatedAt: '2020-01-01', _id: UNKNOWN_ID }, 'Unknown field: updatedAt, _id'],
  ])('POST and PUT refuse a bad %s with 400 (%#)', async (field, overrides, message) => {
    const created = await post({ ...details, instruction: 'Original.' });
    const payload = { ...details, ...overrides };
    for (const res of [await post(payload), await put(created.json().bankInfo._id, payload)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid(field, message));
    }
    expect((await rows()).map((row) => row.instruction)).toEqual(['Original.']);
  });

  test('POST and PUT: anonymous 401, investor 403; nothing changes', async () => {
    const created = (await post(details)).json().bankInfo;
    for (const user of [null, investor]) {
      const expected = user ? [403, FORBIDDEN] : [401, UNAUTHENTICATED];
      const created2 = await post(details, user);
      expect([created2.statusCode, created2.json()]).toEqual(expected);
      const updated = await put(created._id, { ...details, instruction: 'Hacked' }, user);
      expect([updated.statusCode, updated.json()]).toEqual(expected);
    }
    expect((await rows()).map((row) => row.instruction)).toEqual([details.instruction]);
  });
});
