import { client, MESSAGES, uniqueEmail } from './helpers/auth-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';

notePostgresSkip();

const INVALID = 'Full name cannot contain control, line-break or text-direction characters.';
const refused = { message: INVALID, code: 'VALIDATION_FAILED', fields: { fullname: INVALID } };

/** Control, line-break and direction characters inside a name; trimmed ends are not the point, so each sits between letters. */
const BAD_NAMES: [string, string][] = [
  ['NUL', 'Amina\u0000Rahman'],
  ['a line feed', 'Amina\nRahman'],
  ['a tab', 'Amina\tRahman'],
  ['DEL', 'Amina\u007fRahman'],
  ['a C1 control', 'Amina\u0085Rahman'],
  ['a line separator', 'Amina\u2028Rahman'],
  ['a right-to-left mark', 'Amina\u200fRahman'],
  ['a right-to-left override', 'Amina \u202enamhaR'],
  ['a first-strong isolate', 'Amina \u2068Rahman\u2069'],
];

/** Bengali spelling needs the zero-width joiner and non-joiner: these names stay accepted. */
const GOOD_NAMES = ['র\u200d্যাব হোসেন', 'ক্\u200cষমা রায়', 'মোঃ রহিম উদ্দিন', "Nusrat Jahan-O'Neil"];

describe.each(databaseKinds)('full names on %s', (kind) => {
  const { ctx, investor } = useAdminAndInvestor(kind, { mail: true });

  test.each(BAD_NAMES)('sign-up refuses a name with %s, nothing stored', async (_, fullname) => {
    const email = uniqueEmail('name');
    const res = await client(ctx.app).post('/api/auth/signup', { customId: 'iv123', fullname, email, password: 'correct horse battery' });
    expect([res.statusCode, res.json()]).toEqual([400, refused]);
    expect(await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  test('sign-up keeps Bengali names with the zero-width joiner and non-joiner exactly', async () => {
    for (const fullname of GOOD_NAMES) {
      const email = uniqueEmail('bn-name');
      const res = await client(ctx.app).post('/api/auth/signup', { customId: 'iv123', fullname, email, password: 'correct horse battery' });
      expect([res.statusCode, res.json()]).toEqual([201, MESSAGES.signedUp]);
      expect((await ctx.database.db.selectFrom('users').select('fullname').where('email', '=', email).executeTakeFirstOrThrow()).fullname).toBe(fullname);
    }
  });

  test('the profile update refuses the same names and keeps the old one; Bengali names pass', async () => {
    const update = (fullname: string) => ctx.app.inject({ method: 'PUT', url: '/api/auth/update', headers: investor.headers, payload: { fullname, email: investor.user.email } });
    for (const [what, fullname] of BAD_NAMES) {
      const res = await update(fullname);
      expect([what, res.statusCode, res.json()]).toEqual([what, 400, refused]);
    }
    const stored = async () => (await ctx.database.db.selectFrom('users').select('fullname').where('id', '=', investor.user.id).executeTakeFirstOrThrow()).fullname;
    expect(await stored()).toBe(investor.user.fullname);
    for (const fullname of GOOD_NAMES.slice(0, 2)) {
      expect((await update(fullname)).statusCode).toBe(200);
      expect(await stored()).toBe(fullname);
    }
  });
});
