import * as yup from 'yup';
import { yupToJsonSchema } from '../../src/server/openapi/yup-to-json-schema';
import { branchCorpus, branchesOf, branchLabel } from './helpers/bad-input-branches';
import { createRng } from './helpers/bad-values';
import { readOperations } from './helpers/openapi-operations';
import { createTestContext, type TestContext } from './helpers/test-app';
import { createTestAdmin } from './helpers/users';

describe('yupToJsonSchema', () => {
  test('converts the rules the route schemas use', () => {
    const schema = yup
      .object({
        amount: yup.number().positive().max(100).required(),
        count: yup.number().integer().min(1),
        email: yup.string().email().max(254).required(),
        code: yup.string().matches(/^\d{6}$/),
        status: yup.string().oneOf(['approved', 'rejected']).required(),
        note: yup.string().nullable(),
        tags: yup.array(yup.string()).max(3),
      })
      .noUnknown();
    expect(yupToJsonSchema(schema)).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['amount', 'email', 'status'],
      properties: {
        amount: { type: 'number', exclusiveMinimum: 0, maximum: 100 },
        count: { type: 'integer', minimum: 1 },
        email: { type: 'string', format: 'email', maxLength: 254 },
        code: { type: 'string', pattern: '^\\d{6}$' },
        status: { type: 'string', enum: ['approved', 'rejected'] },
        note: { type: ['string', 'null'] },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
      },
    });
  });

  test('anything that is not a yup schema is left out', () => {
    expect(yupToJsonSchema({ type: 'object' })).toBeUndefined();
    expect(yupToJsonSchema(undefined)).toBeUndefined();
  });
});

describe('/api/docs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  test('serves an OpenAPI document generated from the routes, with their access levels', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.paths['/api/project/list'].get.description).toBe('Access: public');
    expect(doc.paths['/api/withdrawals/pending-count'].get.description).toBe('Access: admin');
    expect(doc.paths['/api/project/{id}'].get.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{24}$' } }),
    ]);
    // Every documented operation states who may call it.
    for (const [path, operations] of Object.entries<Record<string, { description?: string }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect([path, method, operation.description]).toEqual([path, method, expect.stringMatching(/^Access: (public|user|admin)$/)]);
      }
    }
  });

  test('documents request bodies from the shared yup schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema).toMatchObject({ required: ['email', 'password'], additionalProperties: false });
  });

  test('every operation declares its answers: a success with its content, and the {message, code?, fields?} errors', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    type Answer = { description?: string; content?: Record<string, { schema?: { required?: string[]; properties?: Record<string, unknown> } }> };
    const problems: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, { responses?: Record<string, Answer> }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        const responses = Object.entries(operation.responses ?? {});
        const successes = responses.filter(([status]) => status.startsWith('2'));
        if (successes.length === 0) problems.push(`${where}: no success response`);
        for (const [status, answer] of successes) {
          const contents = Object.values(answer.content ?? {});
          if (contents.length === 0 || contents.some((content) => !content.schema)) problems.push(`${where} ${status}: no content schema`);
        }
        const failures = responses.filter(([status]) => /^[45]/.test(status));
        if (!failures.some(([status]) => status === '5XX')) problems.push(`${where}: no 5XX answer`);
        for (const [status, answer] of failures) {
          const schema = answer.content?.['application/json']?.schema;
          if (!schema?.required?.includes('message') || !schema.properties?.code) problems.push(`${where} ${status}: not the error shape`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Spot checks: the access rules and the request schema add their failures; downloads name their type.
    const users = doc.paths['/api/auth/users'].get.responses;
    expect(Object.keys(users).sort()).toEqual(['200', '400', '401', '403', '5XX']);
    expect(Object.keys(doc.paths['/api/investment/holdings/{id}/certificate'].get.responses['200'].content)).toEqual(['application/pdf']);
    expect(doc.paths['/api/auth/login'].post.responses['200'].content['application/json'].schema.oneOf).toHaveLength(2);
  });

  test('documents the .when() branches of request bodies and the custom rules (x-when, x-tests)', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = (path: string, method: string) => doc.paths[path][method].requestBody.content['application/json'].schema;
    const accounts = branchesOf(body('/api/payment-accounts', 'post'));
    expect(accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ if: { kind: 'bank' }, property: 'bankName', required: true }),
        expect.objectContaining({ if: { kind: 'bkash' }, property: 'bankName', schema: expect.objectContaining({ 'x-tests': ['bank-only'] }) }),
        expect.objectContaining({ if: { kind: 'nagad' }, property: 'accountNumber', schema: expect.objectContaining({ pattern: '^01[3-9]\\d{8}$' }) }),
      ]),
    );
    expect(branchesOf(body('/api/withdrawals', 'post')).map(branchLabel)).toEqual([
      'method=bank: account',
      'method=bkash: account',
      'method=nagad: account',
      'method=rocket: account',
    ]);
    expect(branchesOf(body('/api/withdrawals/{id}', 'put')).map(branchLabel)).toContain('status=paid: reference');
    expect(branchesOf(body('/api/deposit/{id}', 'put')).map(branchLabel)).toEqual(['status=rejected, adminRemarksBn=null: adminRemarks']);
  });

  test('the bad-input corpus sends a bad value in every branch, and each is refused naming the field', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = readOperations(doc).find((operation) => operation.key === 'POST /api/payment-accounts');
    if (!op) throw new Error('POST /api/payment-accounts is not documented');
    const base = {
      kind: 'bank',
      bankName: 'Sonali Bank',
      branch: 'Motijheel',
      routingNumber: '200275341',
      accountName: 'Halal Invest Ltd',
      accountNumber: '1234 5678 90',
      instruction: 'Quote your ID.',
      active: true,
    };
    const requests = branchCorpus(op, base, '/api/payment-accounts', createRng(19));
    for (const branch of branchesOf(op.body)) {
      const sent = requests.filter((request) => request.label.startsWith(`${branchLabel(branch)} `));
      expect([branchLabel(branch), sent.length > 0]).toEqual([branchLabel(branch), true]);
      for (const request of sent) expect(JSON.parse(String(request.payload))).toMatchObject(branch.if);
    }
    const admin = await createTestAdmin(ctx.database.db);
    const refusedWithout: string[] = [];
    for (const request of requests) {
      const res = await ctx.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...admin.headers } });
      const fields = Object.keys(res.json().fields ?? {});
      if (res.statusCode !== 400 || !request.fields?.some((field) => fields.includes(field))) refusedWithout.push(`${request.label}: ${res.statusCode} ${fields.join(',')}`);
    }
    expect(refusedWithout).toEqual([]);
  });

  test('serves the documentation page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
