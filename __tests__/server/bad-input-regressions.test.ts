import { fileBody, multipartBody, pngImage } from './helpers/multipart';
import { createTestContext, databaseKinds, type TestContext } from './helpers/test-app';
import { createTestAdmin, type TestUser } from './helpers/users';

/** What the generated bad-input corpus found (bad-input-corpus.test.ts), pinned one by one. */
describe.each(databaseKinds)('bad input found by the corpus, on %s', (kind) => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = await createTestAdmin(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: { ...admin.headers, 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const expenses = async () =>
    Number(
      (
        await ctx.database.db
          .selectFrom('expenses')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // PostgreSQL text cannot hold NUL: the insert failed with a 500 (even an UPDATE of no row).
  test.each([
    ['POST', '/api/expenses', { description: 'Rent\u0000', amount: 10, category: 'Rent' }, 'description'],
    ['PUT', '/api/bank/ffffffffffffffffffffffff', { bankName: 'a\u0000b', accountNumber: '1', accountName: 'x', instruction: 'y' }, 'bankName'],
    [
      'POST',
      '/api/project',
      {
        price: '1',
        title: 'x',
        description: 'd'.repeat(100),
        targetAchieved: 1,
        location: 'l',
        profitRatio: 1,
        raisedAmount: 0,
        investmentOptions: [1],
        defaultImage: 'https://x.example/a.png',
        galleryImages: ['https://x.example/\u0000.png'],
      },
      'galleryImages[0]',
    ],
  ] as const)('a NUL character in %s %s is a 400 naming the field', async (method, url, body, field) => {
    const before = await expenses();
    const res = await send(method, url, body);
    const message = `${field} contains a character that is not allowed (NUL).`;
    expect([res.statusCode, res.json()]).toEqual([400, { message, code: 'VALIDATION_FAILED', fields: { [field]: message } }]);
    expect(await expenses()).toBe(before);
  });

  // yup's own words echoed the value ("must be a `string` type, but the final value was: `…`"), or
  // a transform threw and the answer named no field.
  test.each([
    ['a JSON list', 'POST', '/api/expenses', '[]', 'The request body must be a JSON object.', '_'],
    ['a list holding a large body', 'POST', '/api/expenses', JSON.stringify([{ description: 'x'.repeat(500) }]), 'The request body must be a JSON object.', '_'],
    [
      'an object whose toString is text',
      'POST',
      '/api/expenses',
      JSON.stringify({ description: 'Rent', amount: 10, category: { toString: 'x' } }),
      'category must be text.',
      'category',
    ],
    ['a list for a status', 'PUT', '/api/deposit/ffffffffffffffffffffffff', JSON.stringify({ status: ['approved'] }), 'status must be text.', 'status'],
  ] as const)('%s: a 400 that names the field in plain words', async (_label, method, url, payload, message, field) => {
    const res = await send(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
    if (field !== '_') expect(res.json().fields).toEqual({ [field]: message });
  });

  test('a text field given an object is named, whichever rule of the field meets it first', async () => {
    const res = await send('POST', '/api/auth/login', { email: {}, password: 'x' });
    expect(res.json()).toEqual({ message: 'email must be text.', code: 'VALIDATION_FAILED', fields: { email: 'email must be text.' } });
    const status = await send('PUT', '/api/deposit/ffffffffffffffffffffffff', { status: { a: 1 } });
    expect(status.json()).toEqual({ message: 'status must be text.', code: 'VALIDATION_FAILED', fields: { status: 'status must be text.' } });
  });

  test('an unknown field with a long name is refused with a readable message', async () => {
    const res = await send('POST', '/api/expenses', { description: 'Rent', amount: 10, category: 'Rent', ['x'.repeat(5000)]: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Unknown field: x+…$/);
    expect(res.json().message.length).toBe(200);
  });

  // yup read a repeated ?limit= as its first value (parseFloat of the list).
  test.each(['/api/deposit?limit=10&limit=20', '/api/auth/users?limit=5&limit=5'])('a repeated limit in %s is a 400', async (url) => {
    const res = await send('GET', url);
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'limit must be a number.', code: 'VALIDATION_FAILED', fields: { limit: 'limit must be a number.' } }]);
  });

  test('money is documented with two decimals (multipleOf 0.01), so clients and the corpus know 0.001 is refused', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/expenses'].post.requestBody.content['application/json'].schema.properties.amount).toMatchObject({ multipleOf: 0.01 });
    expect((await send('POST', '/api/expenses', { description: 'Rent', amount: 0.001, category: 'Rent' })).statusCode).toBe(400);
  });

  // The upload took the first file and returned, leaving whatever followed unread: a second file,
  // or a field named __proto__ that the multipart plugin reports only at the end of the body.
  describe('an upload must be one file and nothing after it', () => {
    const upload = (body: { payload: Buffer; headers: Record<string, string> }) =>
      ctx.app.inject({ method: 'POST', url: '/api/file/upload', headers: { ...admin.headers, ...body.headers }, payload: body.payload });

    test('one PNG is accepted', async () => {
      expect((await upload(fileBody(await pngImage(8, 8)))).statusCode).toBe(201);
    });

    test.each([
      ['a second file', [{ name: 'file', filename: 'b.png', contentType: 'image/png' }], 413, 'UPLOAD_TOO_MANY_PARTS'],
      ['a field after the file', [{ name: 'note' }], 413, 'UPLOAD_TOO_MANY_PARTS'],
    ] as const)('%s: refused', async (_label, extra, status, code) => {
      const png = await pngImage(8, 8);
      const res = await upload(multipartBody([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: png }, ...extra.map((part) => ({ ...part, data: png }))]));
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    });

    test.each(['__proto__', 'constructor'])('a field named %s before the file: refused', async (name) => {
      const res = await upload(
        multipartBody([
          { name, data: '{"role":"admin"}' },
          { name: 'file', filename: 'a.png', contentType: 'image/png', data: await pngImage(8, 8) },
        ]),
      );
      expect([res.statusCode, res.json()]).toEqual([400, { message: 'The upload could not be read. Please try again.', code: 'UPLOAD_MALFORMED' }]);
    });
  });
});
