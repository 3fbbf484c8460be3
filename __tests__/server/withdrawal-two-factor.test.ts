import { replaceRecoveryCodes } from '../../src/server/services/two-factor/recovery-codes';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { walletPoisha } from './helpers/money';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { enrolledTwoFactor, totpCode } from './helpers/two-factor';
import { askWithdrawal, withdrawalKey } from './helpers/withdrawal-fixture';

notePostgresSkip();

const REQUIRED = 'Enter the code from your authenticator app (or a recovery code) to confirm the withdrawal.';
const INVALID = 'That code is not correct. Check that the time on your phone is right and try again.';

/**
 * An investor with two-factor on confirms a withdrawal request with a code as well as the password
 * (a stolen session and password alone move no money out); wrong codes count with the account's
 * other wrong codes.
 */
describe.each(databaseKinds)('withdrawal request with two-factor on, on %s', (kind) => {
  const { ctx, sink, investor } = useAdminAndInvestor(kind, { fund: 5000, mail: true });
  let secret: string;
  beforeEach(async () => {
    const enrolled = await enrolledTwoFactor(ctx.database.db);
    if (!enrolled) throw new Error('no test config');
    secret = enrolled.secret;
    await ctx.database.db.updateTable('users').set(enrolled.columns).where('id', '=', investor.user.id).execute();
  });
  const held = async () => (await ctx.database.db.selectFrom('withdrawals').select('id').where('user_id', '=', investor.user.id).execute()).length;

  test('without a code: 400 TWO_FACTOR_CODE_REQUIRED, nothing held; a wrong one: 400 TWO_FACTOR_CODE_INVALID, counted', async () => {
    let res = await askWithdrawal(ctx.app, investor);
    expect([res.statusCode, res.json()]).toEqual([400, { message: REQUIRED, code: 'TWO_FACTOR_CODE_REQUIRED', fields: { totpCode: REQUIRED } }]);
    res = await askWithdrawal(ctx.app, investor, { totpCode: '000000' });
    expect([res.statusCode, res.json()]).toEqual([400, { message: INVALID, code: 'TWO_FACTOR_CODE_INVALID', fields: { totpCode: INVALID } }]);
    expect(await held()).toBe(0);
    expect(await walletPoisha(ctx.database.db, investor.user.id)).toBe(500_000);
    const row = await ctx.database.db.selectFrom('two_factor_failures').select('failures').where('user_id', '=', investor.user.id).executeTakeFirst();
    expect(row?.failures).toBe(1);
    // The password still comes first: a wrong one is refused before any code is looked at.
    res = await askWithdrawal(ctx.app, investor, { totpCode: totpCode(secret) }, 'not the password');
    expect(res.json().code).toBe('WRONG_PASSWORD');
  });

  test('the right code (or a recovery code) confirms it; a retry with the same key answers the first', async () => {
    const key = withdrawalKey();
    const code = totpCode(secret);
    let res = await askWithdrawal(ctx.app, investor, { totpCode: code, idempotencyKey: key });
    expect(res.statusCode).toBe(201);
    const first = res.json().withdrawal._id;
    res = await askWithdrawal(ctx.app, investor, { totpCode: code, idempotencyKey: key });
    expect([res.statusCode, res.json().withdrawal._id]).toEqual([200, first]);

    const [recovery] = await replaceRecoveryCodes(ctx.database.db, investor.user.id);
    res = await askWithdrawal(ctx.app, investor, { totpCode: recovery });
    expect(res.statusCode).toBe(201);
    expect(await held()).toBe(2);
    // A recovery code works once.
    res = await askWithdrawal(ctx.app, investor, { totpCode: recovery });
    expect(res.json().code).toBe('TWO_FACTOR_CODE_INVALID');
  });

  test('the fifth wrong code mails the owner; then even the right code gets 429 TWO_FACTOR_LOCKED', async () => {
    for (let i = 0; i < 5; i += 1) expect((await askWithdrawal(ctx.app, investor, { totpCode: `00000${i}` })).json().code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await sink.nextMail(investor.user.email)).subject).toBe('Wrong two-factor codes were entered for your Halal Invest account');
    const res = await askWithdrawal(ctx.app, investor, { totpCode: totpCode(secret) });
    expect([res.statusCode, res.json().code]).toEqual([429, 'TWO_FACTOR_LOCKED']);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await held()).toBe(0);
  });
});
